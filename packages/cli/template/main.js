// Entry script of the app. It runs inside the host platform's iframe or WebView.
// Replace this with your app; @hostbridge/sdk gives typed access to the host (useUi(), useApi()...).
(function () {
  var status = document.getElementById("status");
  var embedded = window.parent !== window;
  status.textContent = embedded
    ? "Running inside a host page (" + (document.referrer || "unknown origin") + ")."
    : "Running stand-alone: open it through the host platform to talk to the host.";
})();
