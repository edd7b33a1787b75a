import Foundation

/// The one viewer of the review pages: a self-contained HTML page (its style and script inline, no fonts, scripts or
/// requests from elsewhere) that draws a `ReviewPage` embedded in it as JSON. Pictures are files beside the page,
/// named relative to its folder, so the page works from `file://` offline.
public enum ReviewViewer {
    /// The `generator` meta of every review page: how a writer recognises a page it may replace.
    public static let generator = "RefreshRender review page"

    /// The page's HTML bytes. The same page gives the same bytes.
    public static func html(for page: ReviewPage) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(page), as: UTF8.self)
        // The user's text goes in once, after the template's own markers are filled, so no text can act as a marker.
        let parts = template.components(separatedBy: "{{DATA}}")
        let head = parts[0].replacingOccurrences(of: "{{GENERATOR}}", with: HTMLText.escaped(generator))
            .components(separatedBy: "{{TITLE}}")
        return Array((head[0] + HTMLText.escaped(page.title) + head[1] + HTMLText.scriptSafeJSON(json) + parts[1]).utf8)
    }

    /// True when the file at `path` is a review page (so writing a new one there replaces only a page).
    public static func isReviewPage(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1024)) ?? nil
        return head.map { String(decoding: $0, as: UTF8.self).contains("<meta name=\"generator\" content=\"\(generator)\">") } ?? false
    }

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="generator" content="{{GENERATOR}}">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
header, section { padding: 8px 16px; }
h1 { font-size: 20px; margin: 8px 0 2px; }
#subtitle { margin: 0; color: #555; overflow-wrap: anywhere; }
#verdict { font-weight: 600; font-size: 16px; margin: 4px 0; }
#verdict.equal { color: #1a7f37; }
#verdict.different { color: #c0143c; }
.counts { display: flex; gap: 16px; margin: 4px 0; padding: 0; list-style: none; }
.counts li { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 4px 10px; }
.counts b { font-size: 16px; }
table { border-collapse: collapse; background: #fff; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; overflow-wrap: anywhere; }
tr.selected td { background: #e8f0fe; }
#timeline { display: flex; height: 28px; gap: 1px; background: #ddd; border: 1px solid #bbb; margin: 6px 0; }
#timeline button { flex: 1 1 0; min-width: 1px; padding: 0; border: 0; background: #cfd8dc; cursor: pointer; }
#timeline button.different { background: #e0245e; }
#timeline button.missing, #timeline button.extra { background: #f5a623; }
#timeline button.shown { background: #90a4ae; }
#timeline button[aria-current="true"] { outline: 3px solid #1565c0; outline-offset: -3px; background: #1565c0; }
.toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin: 6px 0; }
.toolbar [role="group"] { display: inline-flex; gap: 2px; }
.toolbar button { font: inherit; padding: 3px 9px; border: 1px solid #999; background: #fff; border-radius: 4px; cursor: pointer; }
.toolbar button[aria-pressed="true"] { background: #1565c0; color: #fff; border-color: #1565c0; }
.toolbar label { display: inline-flex; gap: 4px; align-items: center; }
#readout { font-variant-numeric: tabular-nums; margin: 4px 0; min-height: 1.4em; }
#stage { display: flex; gap: 16px; align-items: flex-start; overflow: auto; padding: 8px 0; }
figure { margin: 0; }
figcaption { font-size: 12px; color: #555; }
.pic { position: relative; overflow: hidden; background-color: #fff;
  background-image: linear-gradient(45deg, #ddd 25%, transparent 25%, transparent 75%, #ddd 75%),
    linear-gradient(45deg, #ddd 25%, transparent 25%, transparent 75%, #ddd 75%);
  background-size: 16px 16px; background-position: 0 0, 8px 8px; box-shadow: 0 0 0 1px #bbb; }
.pic img { display: block; image-rendering: pixelated; max-width: none; }
.pic.absent { display: flex; align-items: center; justify-content: center; width: 240px; height: 80px; color: #a00; background: #fff; }
.stack { position: relative; }
.stack .top { position: absolute; left: 0; top: 0; overflow: hidden; }
.stack .line { position: absolute; top: 0; width: 2px; margin-left: -1px; background: #1565c0; pointer-events: none; }
.keys { color: #555; font-size: 12px; }
kbd { border: 1px solid #aaa; border-radius: 3px; padding: 0 4px; background: #fff; font: 12px monospace; }
[hidden] { display: none !important; }
</style>
</head>
<body>
<header>
<h1 id="title"></h1>
<p id="subtitle"></p>
</header>
<section id="summary" aria-label="Summary"></section>
<section id="entries" aria-label="Failed snapshots" hidden></section>
<section id="viewer" aria-label="Frames">
<div id="timeline" role="group" aria-label="Timeline, one mark per frame"></div>
<div class="toolbar">
<div id="player" role="group" aria-label="Player" hidden>
<button type="button" id="play" aria-pressed="false" aria-label="Play (Space)">Play</button>
<button type="button" id="step-back" aria-label="Previous frame (comma)">&#9664;&#9664;</button>
<button type="button" id="step-forward" aria-label="Next frame (period)">&#9654;&#9654;</button>
<button type="button" id="loop" aria-pressed="true" aria-label="Loop (L)">Loop</button>
</div>
<label id="scrub-label"><span id="scrub-name">Frame</span> <input type="range" id="scrubber" min="0" max="0" value="0" step="1" aria-label="Frame"> <output id="scrub-value" for="scrubber"></output></label>
<div id="views" role="group" aria-label="View">
<button type="button" data-view="side" aria-keyshortcuts="1">1 Side by side</button>
<button type="button" data-view="swipe" aria-keyshortcuts="2">2 Swipe</button>
<button type="button" data-view="onion" aria-keyshortcuts="3">3 Onion skin</button>
<button type="button" data-view="diff" aria-keyshortcuts="4">4 Diff</button>
</div>
<div id="zooms" role="group" aria-label="Zoom">
<button type="button" data-zoom="1">1&times;</button>
<button type="button" data-zoom="2">2&times;</button>
<button type="button" data-zoom="4">4&times;</button>
<button type="button" data-zoom="8">8&times;</button>
</div>
<label id="swipe-label">Swipe <input type="range" id="swipe" min="0" max="100" value="50" aria-label="Swipe: percent of the width showing the reference"></label>
<label id="onion-label">Onion <input type="range" id="onion" min="0" max="100" value="50" aria-label="Onion skin: opacity of the actual image over the reference"></label>
</div>
<p id="readout" role="status" aria-live="polite"></p>
<div id="stage"></div>
<p class="keys" id="keys"></p>
</section>
<script type="application/json" id="review-data">{{DATA}}</script>
<script>
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("review-data").textContent);
  const $ = (id) => document.getElementById(id);
  const compared = data.kind !== "run";
  const st = { entry: 0, frame: 0, view: "side", zoom: 1, swipe: 50, onion: 50, playing: false, loop: true, last: 0 };

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  }
  function num(v, digits) { return v == null ? "" : v.toFixed(digits); }
  function url(path) { return path.split("/").map(encodeURIComponent).join("/"); }
  function entry() { return data.entries[st.entry]; }
  function frame() { return entry().frames[st.frame]; }
  const statusText = { equal: "equal", different: "differs", missing: "missing from the actual run", extra: "only in the actual run", shown: "" };
  function moment(f) {
    const parts = ["frame " + f.index];
    if (f.time != null) parts.push("t " + num(f.time, 3) + " s");
    if (f.progress != null) parts.push("progress " + num(f.progress, 3));
    if (f.state) parts.push(f.state);
    if (f.actualTime != null) {
      parts.push("in the actual run t " + num(f.actualTime, 3) + " s, progress " + num(f.actualProgress, 3) + ", " + f.actualState);
    }
    return parts.join(", ");
  }

  $("title").textContent = data.title;
  $("subtitle").textContent = data.subtitle;

  function summary() {
    const box = $("summary");
    if (data.summary) {
      const s = data.summary;
      const same = s.different === 0 && s.missing === 0 && s.extra === 0;
      const verdict = el("p", { id: "verdict", class: same ? "equal" : "different" },
        data.kind === "snapshots" ? data.entries.length + (data.entries.length === 1 ? " snapshot failed" : " snapshots failed")
          : same ? "Equal: all " + s.equal + " frames match" : "Different");
      box.appendChild(verdict);
      const counts = el("ul", { class: "counts", "aria-label": "Counts" });
      for (const [key, name] of [["equal", "equal"], ["different", "different"], ["missing", "missing"], ["extra", "extra"]]) {
        const li = el("li", { id: "count-" + key });
        li.appendChild(el("b", null, String(s[key])));
        li.appendChild(document.createTextNode(data.kind === "snapshots" ? " frames " + name : " " + name));
        counts.appendChild(li);
      }
      box.appendChild(counts);
    }
    if (data.kind === "comparison") {
      if (data.settings.length === 0) {
        box.appendChild(el("p", { id: "settings" }, "Settings: the same in both runs."));
      } else {
        const table = el("table", { id: "settings", "aria-label": "Settings that differ" });
        const head = el("tr");
        for (const h of ["setting that differs", "reference", "actual"]) head.appendChild(el("th", { scope: "col" }, h));
        table.appendChild(head);
        for (const d of data.settings) {
          const tr = el("tr");
          tr.appendChild(el("th", { scope: "row" }, d.name));
          tr.appendChild(el("td", null, d.reference == null ? "(not set)" : d.reference));
          tr.appendChild(el("td", null, d.actual == null ? "(not set)" : d.actual));
          table.appendChild(tr);
        }
        box.appendChild(table);
      }
    }
    if (!box.firstChild) box.hidden = true;
  }

  function entries() {
    if (data.kind !== "snapshots") return;
    const box = $("entries");
    box.hidden = false;
    const table = el("table", { id: "failures" });
    const head = el("tr");
    for (const h of ["test", "snapshot", "changed pixels", "largest difference", ""]) head.appendChild(el("th", { scope: "col" }, h));
    table.appendChild(head);
    data.entries.forEach((e, i) => {
      const tr = el("tr", { "data-entry": String(i) });
      tr.appendChild(el("td", null, e.test || ""));
      tr.appendChild(el("td", null, e.title));
      tr.appendChild(el("td", null, e.changedPixels == null ? "" : String(e.changedPixels)));
      tr.appendChild(el("td", null, e.largestDifference == null ? "" : String(e.largestDifference)));
      const td = el("td");
      const b = el("button", { type: "button", "aria-label": "Show " + e.title }, "Show");
      b.addEventListener("click", () => openEntry(i));
      td.appendChild(b);
      tr.appendChild(td);
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  function timeline() {
    const box = $("timeline");
    box.textContent = "";
    entry().frames.forEach((f, i) => {
      const label = moment(f) + (statusText[f.status] ? ", " + statusText[f.status] : "");
      const b = el("button", { type: "button", class: f.status, "aria-label": label, title: label, "data-position": String(i) });
      b.addEventListener("click", () => { pause(); select(i); });
      box.appendChild(b);
    });
    const n = entry().frames.length;
    $("scrubber").max = String(Math.max(0, n - 1));
    const sweep = entry().isSweep;
    $("scrub-name").textContent = sweep ? "Pull progress" : compared ? "Frame" : "Time";
    $("scrubber").setAttribute("aria-label", sweep ? "Pull progress" : compared ? "Frame" : "Time");
  }

  function openEntry(i) {
    st.entry = i;
    document.querySelectorAll("#failures tr[data-entry]").forEach((tr) => tr.classList.toggle("selected", tr.getAttribute("data-entry") === String(i)));
    timeline();
    select(entry().start);
  }

  function picture(img, label) {
    if (!img) return el("div", { class: "pic absent", role: "img", "aria-label": "no " + label }, "no " + label);
    const z = st.zoom;
    const box = el("div", { class: "pic", role: "img", "aria-label": label });
    box.style.width = img.width * z + "px";
    box.style.height = img.height * z + "px";
    const i = el("img", { src: url(img.path), alt: "", draggable: "false" });
    i.style.width = img.width * z + "px";
    i.style.height = img.fileHeight * z + "px";
    i.style.marginTop = -img.y * z + "px";
    box.appendChild(i);
    return box;
  }
  function figure(img, caption) {
    const f = el("figure");
    f.appendChild(picture(img, caption));
    f.appendChild(el("figcaption", null, caption));
    return f;
  }

  function render() {
    const f = frame();
    const stage = $("stage");
    stage.textContent = "";
    stage.setAttribute("data-frame", String(f.index));
    stage.setAttribute("data-view", compared ? st.view : "run");
    if (!compared) {
      stage.appendChild(picture(f.actual, "frame " + f.index));
    } else if (st.view === "side") {
      stage.appendChild(figure(f.reference, "reference"));
      stage.appendChild(figure(f.actual, "actual"));
    } else if (st.view === "diff") {
      stage.appendChild(figure(f.diff || f.reference || f.actual,
        f.diff ? "diff: changed pixels in magenta over the reference in grey" : "no difference to show (" + (statusText[f.status] || "equal") + ")"));
    } else {
      const under = st.view === "swipe" ? f.actual : f.reference;
      const over = st.view === "swipe" ? f.reference : f.actual;
      const a = under || over, b = over || under;
      const w = Math.max(a ? a.width : 240, b ? b.width : 240) * st.zoom, h = Math.max(a ? a.height : 80, b ? b.height : 80) * st.zoom;
      const stack = el("div", { class: "stack", id: "stack" });
      stack.style.width = w + "px";
      stack.style.height = h + "px";
      stack.appendChild(picture(under, st.view === "swipe" ? "actual" : "reference"));
      const top = el("div", { class: "top", id: "overlay" });
      top.appendChild(picture(over, st.view === "swipe" ? "reference" : "actual"));
      if (st.view === "swipe") {
        top.style.width = (w * st.swipe / 100) + "px";
        top.style.height = h + "px";
        const line = el("div", { class: "line" });
        line.style.left = (w * st.swipe / 100) + "px";
        line.style.height = h + "px";
        stack.appendChild(top);
        stack.appendChild(line);
      } else {
        top.style.opacity = String(st.onion / 100);
        stack.appendChild(top);
      }
      const fig = el("figure");
      fig.appendChild(stack);
      fig.appendChild(el("figcaption", null, st.view === "swipe" ? "swipe: reference left of the line, actual right of it" : "onion skin: actual over the reference at " + st.onion + "% opacity"));
      stage.appendChild(fig);
    }
    let text = moment(f) + " (" + (st.frame + 1) + " of " + entry().frames.length + ")";
    if (statusText[f.status]) text += ", " + statusText[f.status];
    if (f.changedPixels != null) text += ": " + f.changedPixels + " pixels changed, largest difference " + f.largestDifference;
    $("readout").textContent = text;
    $("scrubber").value = String(st.frame);
    $("scrub-value").textContent = entry().isSweep ? "progress " + num(f.progress, 3) : f.time != null ? num(f.time, 3) + " s" : String(f.index);
    document.querySelectorAll("#timeline button").forEach((b) => {
      if (b.getAttribute("data-position") === String(st.frame)) b.setAttribute("aria-current", "true"); else b.removeAttribute("aria-current");
    });
    document.querySelectorAll("#views button").forEach((b) => b.setAttribute("aria-pressed", String(b.getAttribute("data-view") === st.view)));
    document.querySelectorAll("#zooms button").forEach((b) => b.setAttribute("aria-pressed", String(Number(b.getAttribute("data-zoom")) === st.zoom)));
    $("swipe-label").hidden = !compared || st.view !== "swipe";
    $("onion-label").hidden = !compared || st.view !== "onion";
  }

  function select(i) {
    const n = entry().frames.length;
    st.frame = Math.max(0, Math.min(n - 1, i));
    render();
  }
  function differing(direction) {
    const frames = entry().frames;
    for (let i = st.frame + direction; i >= 0 && i < frames.length; i += direction) {
      if (frames[i].status !== "equal") { select(i); return; }
    }
  }
  function setView(v) { st.view = v; render(); }
  function setZoom(z) { st.zoom = z; render(); }

  function fps() { return entry().fps || 10; }
  function tick(now) {
    if (!st.playing) return;
    const step = 1000 / fps();
    if (now - st.last >= step) {
      const count = Math.floor((now - st.last) / step);
      st.last += count * step;
      const n = entry().frames.length;
      let next = st.frame + count;
      if (next >= n) {
        if (st.loop) { next = next % n; } else { next = n - 1; pause(); }
      }
      select(next);
    }
    if (st.playing) requestAnimationFrame(tick);
  }
  function play() {
    if (st.playing) return;
    if (!st.loop && st.frame === entry().frames.length - 1) select(0);
    st.playing = true;
    st.last = performance.now();
    $("play").setAttribute("aria-pressed", "true");
    $("play").textContent = "Pause";
    requestAnimationFrame(tick);
  }
  function pause() {
    st.playing = false;
    $("play").setAttribute("aria-pressed", "false");
    $("play").textContent = "Play";
  }
  function toggleLoop() {
    st.loop = !st.loop;
    $("loop").setAttribute("aria-pressed", String(st.loop));
  }

  $("play").addEventListener("click", () => (st.playing ? pause() : play()));
  $("loop").addEventListener("click", toggleLoop);
  $("step-back").addEventListener("click", () => { pause(); select(st.frame - 1); });
  $("step-forward").addEventListener("click", () => { pause(); select(st.frame + 1); });
  $("scrubber").addEventListener("input", (e) => { pause(); select(Number(e.target.value)); });
  $("swipe").addEventListener("input", (e) => { st.swipe = Number(e.target.value); render(); });
  $("onion").addEventListener("input", (e) => { st.onion = Number(e.target.value); render(); });
  document.querySelectorAll("#views button").forEach((b) => b.addEventListener("click", () => setView(b.getAttribute("data-view"))));
  document.querySelectorAll("#zooms button").forEach((b) => b.addEventListener("click", () => setZoom(Number(b.getAttribute("data-zoom")))));

  const zooms = [1, 2, 4, 8];
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const onSlider = e.target && e.target.type === "range";
    const k = e.key;
    if (k === "ArrowRight" && !onSlider) { pause(); compared ? differing(1) : select(st.frame + 1); }
    else if (k === "ArrowLeft" && !onSlider) { pause(); compared ? differing(-1) : select(st.frame - 1); }
    else if (k === "." ) { pause(); select(st.frame + 1); }
    else if (k === ",") { pause(); select(st.frame - 1); }
    else if (k === "Home" && !onSlider) { pause(); select(0); }
    else if (k === "End" && !onSlider) { pause(); select(entry().frames.length - 1); }
    else if (compared && ["1", "2", "3", "4"].includes(k)) { setView(["side", "swipe", "onion", "diff"][Number(k) - 1]); }
    else if (k === "+" || k === "=") { setZoom(zooms[Math.min(3, zooms.indexOf(st.zoom) + 1)]); }
    else if (k === "-") { setZoom(zooms[Math.max(0, zooms.indexOf(st.zoom) - 1)]); }
    else if (!compared && (k === " " || k === "k") && !(e.target && e.target.tagName === "BUTTON" && k === " ")) { st.playing ? pause() : play(); }
    else if (!compared && (k === "l" || k === "L")) { toggleLoop(); }
    else return;
    e.preventDefault();
  });

  $("player").hidden = compared;
  $("views").hidden = !compared;
  $("keys").textContent = compared
    ? "Keys: \u2190 \u2192 previous / next differing frame, comma / period previous / next frame, Home / End first / last frame, 1 side by side, 2 swipe, 3 onion skin, 4 diff, + / \u2212 zoom."
    : "Keys: Space play / pause, \u2190 \u2192 or comma / period previous / next frame, Home / End first / last frame, L loop, + / \u2212 zoom.";
  summary();
  entries();
  if (data.entries.length === 0) {
    $("viewer").hidden = true;
  } else {
    // A link may name where to open: #entry=E&frame=F (positions in the page's lists, from 0).
    const asked = new URLSearchParams(location.hash.slice(1));
    const at = (key) => (asked.has(key) && /^[0-9]+$/.test(asked.get(key)) ? Number(asked.get(key)) : null);
    const e = at("entry");
    openEntry(e != null && e < data.entries.length ? e : 0);
    if (at("frame") != null) select(at("frame"));
  }
})();
</script>
</body>
</html>

"""#
}

/// Escaping for the two places a page embeds text: HTML text and attributes, and JSON inside a script element.
public enum HTMLText {
    /// `text` safe as HTML text or inside a quoted attribute.
    public static func escaped(_ text: String) -> String {
        replacing(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    }

    /// JSON text safe inside `<script type="application/json">`: `<`, `>` and `&` become JSON escapes (so no
    /// `</script>` or `<!--` can end or change the element), and the line and paragraph separators too.
    public static func scriptSafeJSON(_ json: String) -> String {
        replacing(json, ["<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029"])
    }

    private static func replacing(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            if let replacement = replacements[c] { out += replacement } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
