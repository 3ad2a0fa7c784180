/// The page's style sheet and its one small script, inline, so that the report is one file
/// that needs nothing from the network.
enum HTMLStyle {
  /// Light and dark schemes through `prefers-color-scheme`, and a print layout (no sticky
  /// parts, pictures kept whole, black text).
  static let css = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73;
      --panel: #f5f5f7; --line: #d2d2d7; --view: #ffffff; --view-line: #8e8e93; --red: #d62728;
      --orange: #e67300; --mark: #fff3b0; --link: #0b5fcc; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --panel: #2c2c2e; --line: #48484a;
        --view: #2c2c2e; --view-line: #8e8e93; --red: #ff6961; --orange: #ffb340;
        --mark: #5c4b00; --link: #6cb4ff; }
    }
    body { margin: 0 auto; max-width: 1400px; padding: 16px 24px; background: var(--bg);
      color: var(--fg); font: 14px/1.45 -apple-system, "Segoe UI", "Helvetica Neue", Helvetica,
      Arial, "Liberation Sans", sans-serif; }
    h1 { font-size: 20px; margin: 8px 0 4px; } h2 { font-size: 16px; margin: 0 0 8px; }
    h3 { font-size: 13px; margin: 12px 0 4px; color: var(--muted); text-transform: uppercase;
      letter-spacing: .04em; }
    a { color: var(--link); }
    .meta { color: var(--muted); margin: 0 0 16px; }
    section.report { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px;
      margin: 16px 0; break-inside: avoid-page; }
    .columns { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .columns > figure { flex: 1 1 360px; min-width: 0; } .columns > figure.wire { flex: 0 1 auto; max-width: 50%; }
    pre.text { background: var(--panel); border-radius: 6px; padding: 8px 10px; margin: 0;
      font: 12px/1.4 ui-monospace, Menlo, "DejaVu Sans Mono",
      "Liberation Mono", monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.text .c { border-radius: 3px; outline: none; }
    pre.text .member { color: var(--red); }
    pre.text .broken { color: var(--red); text-decoration: underline dashed; }
    .hl, pre.text .c:focus, pre.text .c:hover { background: var(--mark); }
    figure { margin: 0; } figcaption { color: var(--muted); font-size: 12px; margin: 4px 0; }
    svg.wireframe { max-width: 100%; height: auto; display: block; background: var(--panel);
      border-radius: 6px; font: var(--font) ui-monospace, Menlo, "DejaVu Sans Mono",
      "Liberation Mono", monospace; }
    svg.wireframe text.legend { fill: var(--fg); font-size: var(--font); }
    svg.wireframe .key { font-weight: 600; }
    svg.wireframe .leader { stroke: var(--muted); stroke-width: var(--stroke); }
    svg.wireframe .zero .frame { stroke-dasharray: calc(var(--stroke) * 2) var(--stroke); }
    svg.wireframe .view .frame { fill: var(--view); fill-opacity: .55; stroke: var(--view-line);
      stroke-width: var(--stroke); }
    svg.wireframe .label text { fill: var(--fg); font-size: var(--font); }
    svg.wireframe .guide .frame { fill: none; stroke-dasharray: 4 3; }
    svg.wireframe .conflict .frame { stroke: var(--red); stroke-width: calc(var(--stroke) * 2); }
    svg.wireframe .ambiguous .frame { stroke: var(--orange); stroke-width: calc(var(--stroke) * 2); }
    svg.wireframe .label.ambiguous text { fill: var(--orange); }
    svg.wireframe .witness { fill: none; stroke: var(--orange); stroke-width: var(--stroke);
      stroke-dasharray: 6 4; }
    svg.wireframe .stored { fill: none; stroke: var(--view-line); stroke-width: var(--stroke);
      stroke-dasharray: 3 2; }
    svg.wireframe .unplaced .frame { stroke-dasharray: 2 3; }
    svg.wireframe .label.unplaced text { font-style: italic; }
    svg.wireframe .truncated .frame, svg.wireframe .clipped .frame { stroke: var(--red);
      stroke-width: calc(var(--stroke) * 2); }
    svg.wireframe .label.truncated text, svg.wireframe .label.clipped text { fill: var(--red); }
    svg.wireframe .overflow { stroke: var(--red); stroke-width: var(--stroke); }
    svg.wireframe .hatch { stroke: var(--red); stroke-width: var(--stroke); }
    svg.wireframe .dim line { stroke: var(--red); stroke-width: calc(var(--stroke) * 1.5); }
    svg.wireframe .dim.broken .rule { stroke-dasharray: 5 3; }
    svg.wireframe .dim text { fill: var(--red); font-size: var(--font); font-weight: 600; }
    svg.wireframe .hl .frame, svg.wireframe .view:focus .frame { fill: var(--mark); fill-opacity: 1; }
    svg.wireframe .dim.hl line, svg.wireframe .dim:focus line {
      stroke-width: calc(var(--stroke) * 4); }
    svg.wireframe g:focus, .graph g:focus { outline: none; }
    .columns > figure.conflicts { flex: 1 1 100%; }
    p.headline { margin: 0 0 6px; }
    p.aliases { color: var(--muted); font: 12px/1.4 ui-monospace, Menlo, "DejaVu Sans Mono",
      "Liberation Mono", monospace; margin: 4px 0 0; overflow-wrap: anywhere; }
    svg.conflict { max-width: 100%; height: auto; display: block; background: var(--panel);
      border-radius: 6px; font: 11px ui-monospace, Menlo, "DejaVu Sans Mono", "Liberation Mono",
      monospace; }
    svg.conflict text { fill: var(--fg); }
    svg.conflict .bar { fill: var(--red); fill-opacity: .3; stroke: var(--red); stroke-width: 1px; }
    svg.conflict .broken .bar { stroke-dasharray: 4 2; fill-opacity: .12; }
    svg.conflict .broken text, svg.conflict .stated text { fill: var(--red); }
    svg.conflict .assumed .bar { fill: none; stroke: var(--muted); stroke-dasharray: 2 2; }
    svg.conflict .total .bar { fill: var(--fg); fill-opacity: .55; stroke: none; }
    svg.conflict .stated .bar { fill-opacity: .85; }
    svg.conflict .key { fill: var(--muted); }
    svg.conflict .hl .bar, svg.conflict g:focus .bar { stroke-width: 3px; }
    svg.conflict g:focus { outline: none; }
    i.bar { display: inline-block; width: 18px; height: 8px; vertical-align: middle;
      margin-right: 4px; background: rgba(214, 39, 40, .3); border: 1px solid var(--red); }
    i.bar.broken { border-style: dashed; background: none; }
    i.bar.assumed { border: 1px dotted var(--muted); background: none; }
    i.bar.total { background: var(--fg); opacity: .55; border-color: transparent; }
    i.bar.stated { background: var(--red); opacity: .85; }
    .graph { background: #ffffff; border-radius: 6px; padding: 4px; overflow-x: auto; }
    .graph svg { max-width: 100%; height: auto; }
    .graph .hl path, .graph .hl polygon { stroke-width: 4; }
    .graph .hl text { font-weight: bold; }
    .key { color: var(--muted); font-size: 12px; margin: 4px 0 0; }
    .key span { white-space: nowrap; margin-right: 12px; }
    .sw { display: inline-block; width: 18px; height: 0; vertical-align: middle; margin-right: 4px;
      border-top: 2px solid var(--red); }
    .sw.dashed { border-top-style: dashed; } .sw.orange { border-color: var(--orange); }
    .sw.grey { border-color: var(--view-line); border-top-style: dotted; }
    table.summary { border-collapse: collapse; margin: 8px 0 16px; }
    table.summary caption { text-align: left; font-weight: 600; padding: 4px 0; }
    ul.findings li, table.summary td { overflow-wrap: anywhere; }
    ul.clean { columns: 3 20em; padding-left: 20px; }
    table.summary th, table.summary td { border-bottom: 1px solid var(--line); padding: 4px 10px;
      text-align: left; vertical-align: top; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    .error { color: var(--red); font-weight: 600; } .warning { color: var(--orange); font-weight: 600; }
    ul.findings { padding-left: 20px; } ul.findings li { margin: 4px 0; }
    @media print {
      :root { --bg: #ffffff; --fg: #000000; --panel: #ffffff; --mark: #fff3b0; }
      body { max-width: none; padding: 0; } section.report { border: none; padding: 0; }
      pre.text { white-space: pre-wrap; border: 1px solid #ccc; }
      svg.wireframe, .graph svg { break-inside: avoid; }
    }
    """

  /// Links the text, the wireframe and the graph: hovering or focusing an element that
  /// carries a key (`data-c` for constraints, `data-v` for views, `id="g-KEY"` in the graph)
  /// marks every element with that key. Graph elements are made focusable; nothing is loaded.
  static let script = """
    (function () {
      "use strict";
      function key(e) {
        for (; e && e !== document; e = e.parentNode) {
          if (e.dataset && (e.dataset.c || e.dataset.v)) return e.dataset.c || e.dataset.v;
          if (e.id && e.id.indexOf("g-") === 0) return e.id.slice(2);
        }
        return null;
      }
      function mark(k, on) {
        if (!k) return;
        var list = document.querySelectorAll(
          "[data-c='" + k + "'], [data-v='" + k + "'], [id='g-" + k + "']");
        for (var i = 0; i < list.length; i++) list[i].classList.toggle("hl", on);
      }
      var graphs = document.querySelectorAll(".graph g[id^='g-']");
      for (var i = 0; i < graphs.length; i++) graphs[i].setAttribute("tabindex", "0");
      ["mouseover", "focusin"].forEach(function (t) {
        document.addEventListener(t, function (e) { mark(key(e.target), true); });
      });
      ["mouseout", "focusout"].forEach(function (t) {
        document.addEventListener(t, function (e) { mark(key(e.target), false); });
      });
    })();
    """
}

extension HTMLStyle {
  /// The SHA-256 of `script`, base64, which the page's content security policy names as the
  /// one script allowed to run. `HTMLPageTests` recomputes it; when `script` changes, the new
  /// value is `python3 -c` over the text between `<script>` and `</script>` (the browser tests
  /// fail too: a policy violation on the console and no highlighting).
  static let scriptHash = "sha256-35AidfLBeaqvzDjf1iZo3bwyUx2En9/EX6ep/0/OCoY="
}
