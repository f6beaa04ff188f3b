"""The report's largest tables as HTML written in Python: a matrix row's cells (area and API pages:
50 runs × 1,200 cases × every API a case names) and a case page's per-run tables. Jinja's macros
cost about ten times as much per cell; these functions write that markup (no template macro repeats
it), every text escaped."""

from __future__ import annotations

import re
from html import escape

from markupsafe import Markup
from markupsafe import escape as _markup_escape

from ..model import sanitizer
from ..model.outcome import NOT_RUN
from .text import format_value

_SPECIAL = re.compile(r"[&<>\"']")


def _e(text) -> str:
    s = str(text)
    return escape(s, quote=True) if _SPECIAL.search(s) else s  # most texts hold nothing to escape


def cells(row_cells: list[dict]) -> Markup:
    """A matrix row's cells, one per run: the outcome and the observation it rests on; hover for the
    finding in words and the message."""
    out = []
    for c in row_cells:
        o = c["outcome"]
        hover = "\n".join(filter(None, [c.get("finding"), c["message"]]))
        title = f' title="{_e(hover)}"' if hover else ""
        value = ""
        if c["text"]:
            value = (
                f'<span class="value" title="{_e(c["observation"])} = {_e(c["value"])}">'
                f'<span class="k">{_e(c["short"])}</span><span class="v">={_e(c["shown"])}</span></span>'
            )
        shown = "not run" if o == NOT_RUN else o
        out.append(
            f'<td class="cell o-{o}" data-run="{c["run"]}" data-outcome="{o}"{title}>'
            f'<span class="outcome">{shown}</span>{value}</td>'
        )
    return Markup("".join(out))


def run_header(lines: list[dict]) -> Markup:
    """A run's column header: GPU, driver, toolkit, mode (or "mode not recorded"), environment, a
    warning where the driver library is not NVIDIA's, and what tells two alike columns apart."""
    return Markup("".join(f'<span class="h-{_e(h["part"])}">{_e(h["text"])}</span>' for h in lines))


def _message(parts: list[dict]) -> str:
    out = []
    for p in parts:
        if p["url"]:
            out.append(f'<a class="src" href="{_e(p["url"])}" rel="noreferrer">{_e(p["text"])}</a>')
        elif p["path"]:
            out.append(f'<span class="src">{_e(p["text"])}</span>')
        else:
            out.append(_e(p["text"]))
    return "".join(out)


def _expectation(e: dict | None, source: list[dict]) -> str:
    if not e:
        return ""
    out = [f'<div class="expectation">expected <strong>{_e(e.get("outcome"))}</strong>: {_e(e.get("reason") or "")}']
    if e.get("expects"):
        out.append(f"<br>expects: <code>{_e(e['expects'])}</code>")
        if e.get("wildcard"):
            out.append(' <span class="tag">wildcard: hides any failure</span>')
        if e.get("matched") is False:
            out.append(' <span class="tag">the failure did not match: FAIL</span>')
    if e.get("reference"):
        out.append(f"<br>reference: <code>{_e(e['reference'])}</code>")
    if e.get("source"):
        out.append(f"<br>entry: <code>{_message(source) if source else _e(e['source'])}</code>")
    out.append("</div>")
    return "".join(out)


def _sanitizer(s: dict | None) -> str:
    """Sanitizer mode: what compute-sanitizer found in the case, or why it did not run it."""
    if not s:
        return ""
    tool = _e(s.get("tool"))
    if s.get("excluded"):
        why = "a limit of the tool" if sanitizer.is_tool_limit(s) else "faults on purpose"
        return f'<div class="sanitizer">not run under compute-sanitizer {tool} ({why}): {_e(s["excluded"])}</div>'
    out = [f'<div class="sanitizer">compute-sanitizer {tool}: {_e(s.get("errors"))} error(s)']
    if not s.get("summary_found"):
        out.append(' <span class="tag">the tool did not finish</span>')
    if s.get("findings"):
        out.append(
            "<ul>" + "".join(f"<li>{_e(f.get('text'))} &times; {_e(f.get('count'))}</li>" for f in s["findings"])
        )
        out.append("</ul>")
    if s.get("excerpt"):
        out.append(f'<details><summary>first finding</summary><pre class="message">{_e(s["excerpt"])}</pre></details>')
    out.append("</div>")
    return "".join(out)


def case_runs(runs: list[dict]) -> Markup:
    """The case page's "Outcome per run" rows: run, outcome, the finding in words, message and
    expectation, time."""
    out = []
    for e in runs:
        o = e["outcome"]
        head = _e(e["label"])
        if e["device"]:
            d = e["device"]
            head += f'<br><span class="muted">device {_e(d.get("ordinal"))} · {_e(d.get("uuid") or "")}</span>'
        row = [
            f'<tr data-run="{e["run"]}" data-label="{_e(e["label"])}" data-outcome="{o}"><th>{head}</th>',
            f'<td><span class="badge o-{o}">{"not run" if o == NOT_RUN else o}</span></td>',
        ]
        if o == NOT_RUN:
            row.append('<td colspan="3" class="muted">this run\'s bundle does not include the case</td></tr>')
            out.append("".join(row))
            continue
        row.append(f'<td class="finding">{_e(e.get("finding") or "")}</td><td class="message-cell">')
        if e["message"]:
            row.append(f'<pre class="message">{_message(e["message_parts"])}</pre>')
        row.append(_expectation(e["expectation"], e["expectation_source"]))
        row.append(_sanitizer(e.get("sanitizer")))
        if len(e["attempts"]) > 1:
            row.append(f"<details><summary>{len(e['attempts'])} attempts</summary><ol>")
            for a in e["attempts"]:
                row.append(f"<li>{_e(a.get('outcome'))} ({_e(format_value(a.get('duration_s')))} s)")
                if a.get("message"):
                    row.append(f': <pre class="message">{_message(a["message_parts"])}</pre>')
                row.append("</li>")
            row.append("</ol></details>")
        took = f"{format_value(e['duration_s'])} s" if e["duration_s"] is not None else ""
        row.append(f"</td><td>{_e(took)}</td></tr>")
        out.append("".join(row))
    return Markup("\n".join(out))


def observations(table: list[dict], with_expected: bool) -> Markup:
    """The case page's observation rows: name (and type), expected, a value per run."""
    out = []
    for row in table:
        cls = " ".join(filter(None, ["measurement" if row["measurement"] else "", "differs" if row["differs"] else ""]))
        tag = f' <span class="tag">{_e(row.get("type") or "measurement")}</span>' if row["measurement"] else ""
        line = [f'<tr class="{cls}" data-name="{_e(row["name"])}"><th><code>{_e(row["name"])}</code>{tag}</th>']
        if with_expected:
            line.append(f'<td class="expected">{"<br>".join(f"<code>{_e(x)}</code>" for x in row["expected"])}</td>')
        for v in row["values"]:
            mark = ' class="unexpected"' if v["unexpected"] else ' class="absent"' if v["absent"] else ""
            line.append(f'<td data-run="{v["run"]}"{mark}><code>{_e(v["text"])}</code></td>')
        line.append("</tr>")
        out.append("".join(line))
    return Markup("\n".join(out))


# The store's pages (report/collapsed.py): escaped as Jinja's autoescape does (markupsafe: &#34;
# and &#39;, not html.escape's &quot; and &#x27;), so that a page is byte for byte what its
# template's loop wrote.
def _j(value) -> str:
    s = str(value)
    return str(_markup_escape(s)) if _SPECIAL.search(s) else s  # most texts hold nothing to escape


def _label(outcome: str) -> str:
    return _j("not run" if outcome == NOT_RUN else outcome)


def store_cells(groups: list[dict]) -> Markup:
    """An area page's groups of one behavior (store_area.html): outcome, run count, GPU parts."""
    out = []
    for g in groups:
        o = _j(g["outcome"])
        title = f' title="{_j(g["finding"])}"' if g["finding"] else ""
        n = g["count"]
        parts = g["parts"]
        several = len(parts) > 1
        spans = "".join(
            f'<span class="part">{_j(p["gpu"])} · {_j(p["drivers"])} · {_j(p["runtimes"])}'
            + (f" ({_j(p['count'])})" if several else "")
            + "</span>"
            for p in parts
        )
        out.append(
            f'<div class="group o-{o}" data-outcome="{o}"{title}>\n'
            f'<span class="badge o-{o}">{_label(g["outcome"])}</span> <span class="n-runs">{_j(n)} run'
            f"{'s' if n != 1 else ''}</span>\n{spans}</div>"
        )
    return Markup("".join(out))


def store_group_rows(groups: list[dict]) -> Markup:
    """A case page's rows, one per group of runs (store_case.html): outcome, runs, GPU parts, the
    finding, the failed checks and the message."""
    out = []
    for g in groups:
        o = _j(g["outcome"])
        which = f"<details><summary>which</summary>{_j(g['runs'])}</details>" if g["runs"] else ""
        parts = "".join(
            f"<div>{_j(p['gpu'])} · {_j(p['drivers'])} · {_j(p['runtimes'])} ({_j(p['count'])})</div>"
            for p in g["parts"]
        )
        checked = ""
        if g["checks"]:
            rows = []
            for f in g["checks"]:
                call = _j(f["call"])
                seen = (
                    f' <span class="muted">(observation <code>{_j(f["observation"])}</code>)</span>'
                    if f["observation"] and f["observation"] != f["call"]
                    else ""
                )
                rows.append(
                    f'<tr data-kind="{_j(f["kind"])}"><td><code>{call}</code>{seen}</td>'
                    f'<td class="fc-expected">{_j(f["expected"])}</td><td class="fc-actual">{_j(f["actual"])}</td></tr>'
                )
            checked = (
                '<table class="failed-checks">\n'
                "<thead><tr><th>call or check</th><th>expected</th><th>actual</th></tr></thead>\n"
                f"<tbody>{''.join(rows)}</tbody>\n</table>"
            )
        message = f'<pre class="message">{_j(g["message"])}</pre>' if g["message"] else ""
        out.append(
            f'<tr data-outcome="{o}"><td><span class="badge o-{o}">{_label(g["outcome"])}</span></td>\n'
            f"<td>{_j(g['count'])}{which}</td>\n<td>{parts}</td>\n"
            f'<td class="finding">{_j(g["finding"])}{checked}{message}</td></tr>\n'
        )
    return Markup("".join(out))
