#!/usr/bin/env python3
# A small WebKitGTK (WebKit2 4.1) embedder driven over stdin/stdout with one JSON object per line.
# It is how HostBridge runs pages in WebKit (Vitest's browser projects and the iOS bridge tests):
# Debian ships WebKitGTK, the Linux port of the engine behind WKWebView, and its GObject API has
# the same user-content controller an iOS host uses. Commands (stdin):
#   {"cmd": "open", "id": "s1", "url": "http://...", "handlers": ["hostBridge"]}  (handlers optional)
#   {"cmd": "eval", "id": "s1", "js": "...", "ref": 7}     (answer as a host: evaluate into the page)
#   {"cmd": "close", "id": "s1"}
# Events (stdout): {"event": "ready"}, {"event": "loaded", "id"}, {"event": "message", "id",
# "handler", "data"} (what the page posted to window.webkit.messageHandlers[handler], as JSON), {"event": "evaluated",
# "id", "ref", "error"?}. Needs a display (tooling/engines.mjs starts Xvfb when there is none).
import json
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

views = {}


def emit(**event):
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


def on_script_message(_manager, result, view_id, handler):
    value = result.get_js_value() if hasattr(result, "get_js_value") else result
    emit(event="message", id=view_id, handler=handler, data=json.loads(value.to_json(0) or "null"))


def open_view(view_id, url, handlers):
    manager = WebKit2.UserContentManager()
    for handler in handlers:
        manager.connect("script-message-received::" + handler, on_script_message, view_id, handler)
        manager.register_script_message_handler(handler)
    view = WebKit2.WebView.new_with_user_content_manager(manager)
    settings = view.get_settings()
    settings.set_enable_developer_extras(False)
    settings.set_enable_write_console_messages_to_stdout(False)
    window = Gtk.Window()
    window.set_default_size(1024, 768)
    window.add(view)
    window.show_all()

    def on_load(_view, load_event):
        if load_event == WebKit2.LoadEvent.FINISHED:
            emit(event="loaded", id=view_id)

    view.connect("load-changed", on_load)
    # the web process may crash or be killed: say so instead of hanging the driver
    view.connect("web-process-terminated", lambda *_: emit(event="crashed", id=view_id))
    views[view_id] = (window, view, manager)
    view.load_uri(url)


def evaluate(view_id, js, ref):
    entry = views.get(view_id)
    if not entry:
        emit(event="evaluated", id=view_id, ref=ref, error="no such view")
        return

    def done(view, task):
        try:
            view.evaluate_javascript_finish(task)
            emit(event="evaluated", id=view_id, ref=ref)
        except GLib.Error as error:
            emit(event="evaluated", id=view_id, ref=ref, error=error.message)

    # the trailing `true` gives WebKit a result it can return (undefined is "unsupported")
    entry[1].evaluate_javascript(js + "\n;true", -1, None, None, None, done)


def close_view(view_id):
    entry = views.pop(view_id, None)
    if entry:
        entry[0].destroy()


def on_stdin(channel, condition):
    if condition & (GLib.IO_HUP | GLib.IO_ERR):
        Gtk.main_quit()
        return False
    line = channel.readline()
    if not line:
        Gtk.main_quit()
        return False
    try:
        command = json.loads(line)
    except ValueError:
        emit(event="error", message="not a JSON command")
        return True
    name, view_id = command.get("cmd"), command.get("id")
    if name == "open":
        open_view(view_id, command["url"], command.get("handlers") or [])
    elif name == "eval":
        evaluate(view_id, command["js"], command.get("ref"))
    elif name == "close":
        close_view(view_id)
    elif name == "quit":
        Gtk.main_quit()
        return False
    return True


def main():
    Gtk.init(None)
    channel = GLib.IOChannel.unix_new(sys.stdin.fileno())
    GLib.io_add_watch(channel, GLib.PRIORITY_DEFAULT, GLib.IO_IN | GLib.IO_HUP | GLib.IO_ERR, on_stdin)
    emit(event="ready", webkit="%d.%d.%d" % (
        WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version()))
    Gtk.main()


if __name__ == "__main__":
    main()
