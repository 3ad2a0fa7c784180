#!/usr/bin/env python3
"""Opens HTML reports in one headless Chromium and measures the pictures as drawn: for every
picture (wireframe, conflict picture, constraint graph) the bounding boxes of its texts
(getBoundingClientRect), and of the conflict members' marks.

Usage: picture_geometry.py PAGE.html ...

Prints one JSON object: the totals checked (pages, pictures, texts, text pairs, members) and
every violation, each naming its page and picture: two texts of one picture overlapping by
more than half a pixel both ways, a text outside its picture's panel (or outside what the
panel's scrolling box shows), a conflict member drawn less than 4 px wide or tall.
Chromium is driven as in browser_check.py (one process, one tab per page).
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import with_browser  # noqa: E402

MEASURE = r"""(() => {
  const slack = 0.5, overlapSlack = 1;
  const out = {pictures: 0, texts: 0, pairs: 0, members: 0, violations: []};
  const pictures = [...document.querySelectorAll('svg.wireframe, svg.conflict, .graph svg')];
  const name = (svg, index) => {
    const section = svg.closest('section');
    const kind = svg.matches('.graph svg') ? 'graph' : svg.getAttribute('class');
    return (section ? section.querySelector('h2').textContent : '') + ' ' + kind + ' #' + index;
  };
  const clipBox = element => {
    let box = element.getBoundingClientRect();
    let left = box.left, top = box.top, right = box.right, bottom = box.bottom;
    for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = e.getBoundingClientRect();
        left = Math.max(left, r.left); right = Math.min(right, r.right);
        top = Math.max(top, r.top); bottom = Math.min(bottom, r.bottom);
      }
    }
    return {left, top, right, bottom};
  };
  pictures.forEach((svg, index) => {
    out.pictures++;
    const where = name(svg, index);
    const panel = clipBox(svg);
    const texts = [...svg.querySelectorAll('text')]
      .filter(t => t.textContent.trim() !== '' && getComputedStyle(t).display !== 'none')
      .map(t => ({text: t.textContent.trim(), box: t.getBoundingClientRect()}));
    out.texts += texts.length;
    for (const t of texts) {
      const b = t.box;
      if (b.left < panel.left - slack || b.right > panel.right + slack
          || b.top < panel.top - slack || b.bottom > panel.bottom + slack)
        out.violations.push({kind: 'clipped', picture: where, text: t.text});
    }
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        out.pairs++;
        const a = texts[i].box, b = texts[j].box;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > overlapSlack && y > overlapSlack)
          out.violations.push({kind: 'overlap', picture: where,
                               text: texts[i].text + ' | ' + texts[j].text + ' (' + x.toFixed(1) + 'x' + y.toFixed(1) + ' px)'});
      }
    }
    const members = svg.matches('svg.conflict') ? svg.querySelectorAll('.member .bar')
      : svg.matches('svg.wireframe') ? svg.querySelectorAll('.view.conflict .frame') : [];
    for (const m of members) {
      out.members++;
      const b = m.getBoundingClientRect();
      if (b.width < 4 - 0.01 || b.height < 4 - 0.01)
        out.violations.push({kind: 'thin', picture: where,
          text: (m.closest('g').querySelector('title') || {textContent: ''}).textContent.split('\n')[0]
            + ' ' + b.width.toFixed(1) + 'x' + b.height.toFixed(1)});
    }
  });
  return JSON.stringify(out);
})()"""


def measure(browser, page):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    browser.events = []
    browser.send("Page.enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride", {
        "width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": False}, session=session)
    browser.send("Page.navigate", {"url": "file://" + page}, session=session)
    browser.wait_for("Page.loadEventFired", session)
    reply = browser.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True},
                         session=session)
    browser.send("Target.closeTarget", {"targetId": target})
    browser.events = []
    if "exceptionDetails" in reply:
        raise RuntimeError(page + ": " + reply["exceptionDetails"].get("text", ""))
    return json.loads(reply["result"]["value"])


def main():
    def run(browser):
        totals = {"pages": 0, "pictures": 0, "texts": 0, "pairs": 0, "members": 0,
                  "violations": []}
        for page in sys.argv[1:]:
            result = measure(browser, os.path.abspath(page))
            totals["pages"] += 1
            for key in ("pictures", "texts", "pairs", "members"):
                totals[key] += result[key]
            for violation in result["violations"]:
                violation["page"] = os.path.basename(page)
                totals["violations"].append(violation)
        return totals
    return with_browser(run)


if __name__ == "__main__":
    sys.exit(main())
