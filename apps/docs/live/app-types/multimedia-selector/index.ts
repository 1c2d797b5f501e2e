// A multimedia selector: the canvas calls the page's global `initialize(context, callback)` when the
// frame has loaded, and the page adds items to the canvas's content selector through `callback`
// (`add-item` for one, `add-items` for several). No message crosses: the platform calls the page's
// function, which it can because it serves the page on its own origin.

interface MediaItem {
  id: string;
  name: string;
  thumbnailUrl: string;
  url: string;
  type: "image" | "video";
  source: string;
}
type Added = { type: "add-item"; item: MediaItem } | { type: "add-items"; items: MediaItem[] };

const MEDIA: MediaItem[] = [
  ["m-1", "Harbour at dawn", "harbour", "image"],
  ["m-2", "Factory tour", "tour", "video"],
  ["m-3", "Team photo", "team", "image"],
].map(([id, name, file, type]) => ({
  id: id!,
  name: name!,
  thumbnailUrl: `https://media.example.com/${file}-thumb.jpg`,
  url: `https://media.example.com/${file}.${type === "video" ? "mp4" : "jpg"}`,
  type: type as MediaItem["type"],
  source: "my-multimedia-app",
}));

/** What the canvas calls, by its global name, once the frame has loaded. */
function initialize(context: unknown, callback: (added: Added) => void) {
  document.querySelector("[data-view=context]")!.textContent = JSON.stringify(context);
  const list = document.querySelector("[data-view=media]")!;
  list.replaceChildren(
    ...MEDIA.map((item) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.item = item.id;
      button.textContent = `${item.name} (${item.type})`;
      button.addEventListener("click", () => callback({ type: "add-item", item }));
      const li = document.createElement("li");
      li.append(button);
      return li;
    }),
  );
  const all = document.querySelector<HTMLButtonElement>("[data-action=add-all]")!;
  all.disabled = false;
  all.onclick = () => callback({ type: "add-items", items: MEDIA });
}
Object.assign(window, { initialize });
