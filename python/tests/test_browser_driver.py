"""Headless Chromium driven over the DevTools protocol, for the browser tests that use a page the
way a person does: type into the search box, click a toggle, follow a link. The protocol runs
over a pipe (--remote-debugging-pipe: JSON messages ending in NUL on file descriptors 3 and 4),
so no websocket library is needed. The tests at the end check the driver itself."""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import time
from collections import Counter

import pytest

from cudasem.model import ids as ids_model
from cudasem.report import text as report_text
from cudasem.report import view as model

import make_screenshot
from browser import needs_chromium
from conftest import read

pytestmark = needs_chromium


class Browser:
    """One headless Chromium with one page. Every call waits for Chromium's answer."""

    def __init__(self, profile, width=1400, height=900):
        to_chromium, self._w = os.pipe()
        self._r, from_chromium = os.pipe()

        def fds():  # in the child: the protocol's descriptors 3 (commands in) and 4 (answers out)
            a, b = fcntl.fcntl(to_chromium, fcntl.F_DUPFD, 10), fcntl.fcntl(from_chromium, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [
                make_screenshot.CHROMIUM,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                f"--user-data-dir={profile}",
                "--remote-debugging-pipe",
                f"--window-size={width},{height}",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=fds,
            pass_fds=(3, 4),
        )
        os.close(to_chromium)
        os.close(from_chromium)
        self._id, self._buf = 0, b""
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.page("Page.enable")
        self.page("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)

    def send(self, method, session=None, **params):
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params}
        if session:
            msg["sessionId"] = session
        os.write(self._w, json.dumps(msg).encode() + b"\0")
        while True:
            answer = self._next()
            if answer.get("id") == self._id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def _next(self):
        while b"\0" not in self._buf:
            chunk = os.read(self._r, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def page(self, method, **params):
        return self.send(method, self.session, **params)

    def close(self):
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        os.close(self._w)
        os.close(self._r)

    # ---- what a person does ---------------------------------------------------------------
    def js(self, expression):
        """The value of a JavaScript expression in the page (retried while a navigation swaps documents)."""
        for _ in range(100):
            try:
                result = self.page("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
            except RuntimeError as e:  # "Execution context was destroyed" / "Inspected target navigated"
                if not any(word in str(e).lower() for word in ("context", "navigated")):
                    raise
                time.sleep(0.05)
                continue
            if "exceptionDetails" in result:
                raise AssertionError(f"{expression}: {result['exceptionDetails']}")
            return result["result"].get("value")
        raise AssertionError(f"{expression}: the page never settled")

    def wait(self, expression, timeout=10.0):
        """Waits until the expression is true in the page; returns its value."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.05)
        raise AssertionError(f"still false after {timeout} s: {expression}")

    def arrive(self, expression, timeout=10.0):
        """Waits until a link's page is the one shown (the expression, on location) and has loaded:
        the location changes when the navigation commits, before the new page's elements exist."""
        return self.wait(f"({expression}) && document.readyState === 'complete'", timeout)

    def open(self, url):
        self.page("Page.navigate", url=url)
        self.arrive(f"location.href === {json.dumps(url)}")

    def click(self, selector, timeout=10.0):
        """A real mouse click (press and release) at the element's centre, once the page has loaded
        and the element is what a person would hit there (scrolled into view, nothing over it): a
        click while a page that a link just opened still lays itself out could land beside it."""
        x, y = self.wait(
            f"""(() => {{ const e = document.querySelector({json.dumps(selector)});
            if (document.readyState !== 'complete' || !e) return null;
            e.scrollIntoView({{block: "center", inline: "center"}});
            const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
            const hit = document.elementFromPoint(x, y); return hit && e.contains(hit) ? [x, y] : null; }})()""",
            timeout,
        )
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.page("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def type(self, selector, text):
        """Clicks into the field, then types the text key by key."""
        self.click(selector)
        for ch in text:
            self.page("Input.dispatchKeyEvent", type="keyDown", text=ch, key=ch, unmodifiedText=ch)
            self.page("Input.dispatchKeyEvent", type="keyUp", key=ch)

    def visible(self, selector):
        """Ids (or data-run) of the matching elements that are laid out (not hidden, not collapsed)."""
        return self.js(f"""Array.from(document.querySelectorAll({json.dumps(selector)}))
            .filter(e => e.getClientRects().length > 0).map(e => e.id || e.dataset.run || e.textContent.trim())""")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    b = Browser(tmp_path_factory.mktemp("chromium-profile"))
    yield b
    b.close()


def test_the_driver_types_clicks_and_follows_links(browser, tmp_path):
    (tmp_path / "b.html").write_text("<!doctype html><h1 id=h>page b</h1>")
    (tmp_path / "a.html").write_text(
        "<!doctype html><input id=i><p id=echo></p><button id=go onclick=\"this.textContent='clicked'\">go</button>"
        "<a id=link href=b.html>b</a><script>document.getElementById('i').addEventListener('input', "
        "e => document.getElementById('echo').textContent = e.target.value)</script>"
    )
    browser.open((tmp_path / "a.html").as_uri())
    browser.type("#i", "cudaSetDeviceFlags")
    assert browser.js("document.getElementById('echo').textContent") == "cudaSetDeviceFlags"
    browser.click("#go")
    assert browser.js("document.getElementById('go').textContent") == "clicked"
    browser.click("#link")
    browser.arrive("location.pathname.endsWith('/b.html')")
    assert browser.js("document.getElementById('h').textContent") == "page b"


def test_a_click_waits_until_the_element_is_what_the_pointer_would_hit(browser, tmp_path):
    # The button lies under a cover that goes away after 300 ms: the click waits for the cover to
    # go rather than press the cover; an element that stays covered is an error that names it.
    (tmp_path / "c.html").write_text(
        "<!doctype html><button id=go onclick=\"this.textContent='clicked'\">go</button>"
        "<div id=cover style='position:fixed;inset:0;background:#fff'></div>"
        "<script>setTimeout(() => document.getElementById('cover').remove(), 300)</script>"
    )
    browser.open((tmp_path / "c.html").as_uri())
    browser.click("#go")
    assert browser.js("document.getElementById('go').textContent") == "clicked"
    (tmp_path / "d.html").write_text(
        "<!doctype html><button id=go>go</button><div style='position:fixed;inset:0;background:#fff'></div>"
    )
    browser.open((tmp_path / "d.html").as_uri())
    with pytest.raises(AssertionError, match="#go"):
        browser.click("#go", timeout=0.5)


def check_site(browser, out, runs):
    """The index has one row per case id of any bundle file, with each run's outcome (data-o; not
    run where the bundle lacks the case) and the summary counts of the bundle files; each area
    page has a cell per run with the same outcome. Returns the index's row ids."""
    bundles = {r.key: read(r.source) for r in runs}
    renames = ids_model.renamed_ids()  # the report shows a renamed case under its id of today
    outcomes = {
        k: {ids_model.current_id(c["id"], renames): c["outcome"] for c in b["cases"]} for k, b in bundles.items()
    }
    ids = {cid for o in outcomes.values() for cid in o}
    browser.open((out / "index.html").as_uri())
    codes = {v: k for k, v in model.CODES.items()}
    rows = browser.js(
        "Object.fromEntries(Array.from(document.querySelectorAll('tr.behavior'))"
        ".map(r => [r.id, [r.dataset.o, r.hidden]]))"
    )
    assert set(rows) == ids
    assert not any(hidden for _, hidden in rows.values()), "no filter: nothing is filtered out"
    for cid, (o, _) in rows.items():
        assert [codes[c] for c in o] == [outcomes[r.key].get(cid, model.NOT_RUN) for r in runs], cid
    summary = browser.js("""Object.fromEntries(Array.from(document.querySelectorAll('#summary tr[data-run]')).map(tr =>
        [tr.dataset.run, Object.fromEntries(Array.from(tr.querySelectorAll('td.count')).map(td =>
            [td.dataset.outcome, parseInt(td.textContent, 10)]))]))""")
    for key, o in outcomes.items():
        want = Counter(o.values())
        want[model.NOT_RUN] = len(ids) - len(o)
        assert {k: n for k, n in summary[key].items() if n} == dict(+want), key
    assert browser.js("document.getElementById('shown').textContent") == f"showing {len(ids)} of {len(ids)} behaviors"
    areas = browser.js("Array.from(document.querySelectorAll('tbody.area')).map(b => b.dataset.area)")
    seen = set()
    for area in areas:
        page = (out / "area" / f"{report_text.slug(area)}.html").as_uri()
        while page:  # an area of many behaviors: its parts, each linking the next (report/paging.py)
            browser.open(page)
            cells = browser.js("""Array.from(document.querySelectorAll('tr.behavior')).map(r => [r.id,
                Array.from(r.querySelectorAll('td.cell')).map(td => [td.dataset.run, td.dataset.outcome])])""")
            for cid, row in cells:
                assert row == [[r.key, outcomes[r.key].get(cid, model.NOT_RUN)] for r in runs], cid
                assert cid not in seen, f"{cid} is on two pages"
                seen.add(cid)
            page = browser.js("(document.querySelector('#part-nav a[rel=next]') || {}).href || ''")
    assert seen == ids, "every case is in its area's matrix"
    return rows
