// The report's pages, offline and without a library. The state lives in the URL, so a view can be linked:
//   q=WORDS        search: rows whose case id, API functions, section, document or quote contain every
//                  word; a word that names an API function (or starts the names of a few) links its API page
//   differ=1       only rows whose runs disagree (outcome, or a verdict observation: measurements and
//                  environment facts never count); differ=outcome: on the outcome; differ=value: on a
//                  verdict value only
//   q=... also picks runs: a word that starts a word of a run's GPU, driver, suite commit or date
//   (H100, 580, 77d0a3f) shows only the runs it names and is not looked for in the rows
//   area=, kind=, outcome=   as the selects (outcome: in any shown run)
//   runs=A,B       the runs shown: run keys (r0,r3) or words of a run's label (H200, 580.65.06); the
//                  index's counts, worst outcomes and "differs" are then those of these runs only
// in the ?query or the #fragment (the page writes the filters to the fragment). A fragment without "="
// is a case id: index.html#streams.sync.x opens its area and scrolls to its row.
// Rows that do not match get the `hidden` attribute and the class `filtered-out`; a body of rows
// with no row left is hidden. Index areas are collapsed until opened or until a filter is set.
(function () {
  "use strict";
  // A page's file name as text.py's slug writes it; the store index's script (store.js) uses it too.
  window.cudasemSlug = slug;
  var FILTERS = ["q", "differ", "area", "kind", "outcome"];
  var open = {};  // index: area -> opened (true) or closed (false) by hand
  var lastRuns = "", lastKey = "|", lastAnchor = null, timer = null;

  function params() {
    var state = {}, anchor = null, hash = location.hash.slice(1);
    new URLSearchParams(location.search).forEach(function (v, k) { state[k] = v; });
    if (hash && hash.indexOf("=") < 0) anchor = decodeURIComponent(hash);
    else new URLSearchParams(hash).forEach(function (v, k) { state[k] = v; });
    return {state: state, anchor: anchor};
  }

  // ---- the runs shown ----------------------------------------------------------------------
  function allRuns() {
    var seen = {}, runs = [];
    document.querySelectorAll("[data-run][data-label]").forEach(function (el) {
      if (!seen[el.dataset.run]) { seen[el.dataset.run] = true; runs.push({key: el.dataset.run, label: el.dataset.label}); }
    });
    return runs;
  }

  function pickRuns(spec, runs) {  // {key: true} of the picked runs; null: all
    var tokens = spec.split(",").map(function (t) { return t.trim().toLowerCase(); }).filter(Boolean);
    if (!tokens.length) return null;
    var picked = {}, any = false;
    runs.forEach(function (r) {
      tokens.forEach(function (t) {
        var hit = /^r\d+$/.test(t) ? r.key === t : r.label.toLowerCase().indexOf(t) >= 0;
        if (hit) { picked[r.key] = true; any = true; }
      });
    });
    return any ? picked : {};
  }

  function badge(outcome) {
    var span = document.createElement("span");
    span.className = "badge o-" + outcome;
    span.textContent = outcome === "NOT_RUN" ? "not run" : outcome;
    return span;
  }

  function setCounts(td, pairs) {
    td.textContent = "";
    pairs.forEach(function (p) {
      td.append(badge(p[0]), "\u00a0" + p[1] + " ");
    });
  }

  function vocabulary() {
    var table = document.querySelector("[data-codes]");
    if (!table) return null;
    var codes = {}, byOutcome = JSON.parse(table.dataset.codes);  // {"PASS": "P", ...}
    Object.keys(byOutcome).forEach(function (o) { codes[byOutcome[o]] = o; });
    var revs = null, chips = document.querySelectorAll(".chip[data-rev]");
    if (chips.length) {
      revs = [];
      chips.forEach(function (c) { revs[parseInt(c.dataset.run.slice(1), 10)] = parseInt(c.dataset.rev, 10); });
    }
    return {codes: codes, severity: table.dataset.severity.split(" "), revs: revs, notRun: byOutcome.NOT_RUN};
  }

  function worstOf(outcomes, severity) {
    var ran = outcomes.filter(function (o) { return o !== "NOT_RUN"; });
    var list = ran.length ? ran : outcomes;
    return list.reduce(function (a, b) { return severity.indexOf(b) < severity.indexOf(a) ? b : a; }, "NOT_RUN");
  }

  function countPairs(counts, severity) {
    return severity.filter(function (o) { return counts[o]; }).map(function (o) { return [o, counts[o]]; });
  }

  // A row's outcomes, worst outcome and "differs" over the picked runs (from data-o and data-v).
  function summarize(row, idx, vocab) {
    var o = row.dataset.o, v = row.dataset.v, counts = {}, states = {}, n = 0;
    idx.forEach(function (i) {
      var outcome = vocab.codes[o[i]];
      counts[outcome] = (counts[outcome] || 0) + 1;
      if (v[i] !== "-" && !states[v[i]]) { states[v[i]] = true; n += 1; }
    });
    var outcomes = Object.keys(counts).sort();
    var ran = outcomes.filter(function (x) { return x !== "NOT_RUN"; });
    // outcomes only runs of an older suite revision than the newest that ran the case show
    var older = {}, newest = Infinity;
    if (vocab.revs) {
      idx.forEach(function (i) { if (o[i] !== vocab.notRun) newest = Math.min(newest, vocab.revs[i]); });
      var inNewest = {};
      idx.forEach(function (i) { if (o[i] !== vocab.notRun && vocab.revs[i] === newest) inNewest[vocab.codes[o[i]]] = true; });
      ran.forEach(function (x) { if (!inNewest[x]) older[x] = true; });
    }
    return {outcomes: outcomes, counts: counts, worst: worstOf(outcomes, vocab.severity), differs: n > 1,
            differsOutcome: ran.length > 1, older: older};
  }

  // The search's words that name runs (a word that starts a word of a chip's data-match) -> the
  // runs they name (every such word must name the run), and the words left for the rows.
  function runWords(words) {
    var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-match]")), named = null, rest = [];
    words.forEach(function (w) {
      var hit = chips.filter(function (c) {
        return w.length >= 3 && c.dataset.match.toLowerCase().split(/\s+/).some(function (t) { return t.indexOf(w) === 0; });
      });
      if (!hit.length) { rest.push(w); return; }
      var keys = {};
      hit.forEach(function (c) { keys[c.dataset.run] = true; });
      if (named) Object.keys(named).forEach(function (k) { if (!keys[k]) delete named[k]; });
      else named = keys;
    });
    return {runs: named, rest: rest};
  }

  function applyRuns(spec, named) {
    var runs = allRuns(), picked = spec ? pickRuns(spec, runs) : null, note = document.getElementById("runs-picked");
    if (named) {  // the search's run words narrow the pick
      var both = {};
      runs.forEach(function (r) { if (named[r.key] && (!picked || picked[r.key])) both[r.key] = true; });
      picked = both;
      spec = (spec ? spec + " and " : "") + "the search";
    }
    if (!runs.length) {  // deviations, diff, copy rates: no run columns; links keep the pick
      carryRuns(spec);
      return;
    }
    if (picked && !Object.keys(picked).length) {
      note.hidden = false;
      note.textContent = "No run matches runs=" + spec + ": every run is shown.";
      picked = null;
    } else if (picked) {
      var names = runs.filter(function (r) { return picked[r.key]; }).map(function (r) { return r.label; });
      note.hidden = false;
      note.textContent = "Showing " + names.length + " of " + runs.length + " runs (runs=" + spec + "): " + names.join("; ") + ". ";
      var all = document.createElement("a");
      all.href = location.pathname;
      all.textContent = "show every run";
      note.append(all);
    } else if (note) {
      note.hidden = true;
    }
    document.querySelectorAll("[data-run]:not(.chip)").forEach(function (el) {
      el.classList.toggle("run-hidden", !!picked && !picked[el.dataset.run]);
    });
    document.querySelectorAll(".chip[data-run]").forEach(function (el) {
      el.setAttribute("aria-pressed", picked && picked[el.dataset.run] ? "true" : "false");
    });
    var help = document.getElementById("chips-help");
    if (help) help.textContent = picked ? "Click a chip to add or remove a run; “show every run” above clears the pick." : "All runs shown. Click a chip to show only the runs you pick.";
    document.querySelectorAll("th.revision[data-runs]").forEach(function (th) {
      var n = th.dataset.runs.split(" ").filter(function (k) { return !picked || picked[k]; }).length;
      th.hidden = n === 0;
      th.colSpan = Math.max(n, 1);
    });
    recount(picked, runs);
    carryRuns(picked && !named ? spec : "");
  }

  // Recomputes each row (and, on the index, each area and the attention list) for the picked runs.
  function recount(picked, runs) {
    var vocab = vocabulary();
    if (!vocab) return;
    var idx = [];
    runs.forEach(function (r) { if (!picked || picked[r.key]) idx.push(parseInt(r.key.slice(1), 10)); });
    var rank = function (o) { return vocab.severity.indexOf(o); };
    var attention = {}, differing = 0, differingOutcome = 0;
    document.querySelectorAll("tbody.area").forEach(function (body) {
      var rows = Array.prototype.slice.call(body.querySelectorAll("tr.behavior")), worst = {}, n = 0;
      rows.forEach(function (row) {
        var s = summarize(row, idx, vocab);
        row.dataset.outcomes = s.outcomes.join(" ");
        row.dataset.differs = s.differs ? "1" : "0";
        row.dataset.differsOutcome = s.differsOutcome ? "1" : "0";
        if (s.differs && s.differsOutcome) differingOutcome += 1;
        row.dataset.worst = s.worst;
        worst[s.worst] = (worst[s.worst] || 0) + 1;
        if (s.differs) { n += 1; differing += 1; }
        s.outcomes.forEach(function (o) {
          var a = attention[o] = attention[o] || {cases: 0, areas: {}, older: 0};
          a.cases += 1;
          a.areas[body.dataset.area] = true;
          if (s.older[o]) a.older += 1;
        });
        var cell = row.querySelector("td.worst");
        if (!cell) return;  // an area page: its cells show the runs themselves
        cell.textContent = "";
        cell.append(badge(s.worst));
        setCounts(row.querySelector("td.counts"), countPairs(s.counts, vocab.severity));
        var marks = row.querySelectorAll("td.differs .mark"), td = row.querySelector("td.differs");
        td.textContent = s.differs ? (s.differsOutcome ? "outcome" : "value") : "";
        marks.forEach(function (m) { td.append(" ", m); });
      });
      var rollup = body.querySelector("tr.rollup");
      if (!rollup) return;
      rows.sort(function (a, b) { return rank(a.dataset.worst) - rank(b.dataset.worst) || (a.id < b.id ? -1 : 1); });
      rows.forEach(function (row) { body.append(row); });
      var areaWorst = worstOf(Object.keys(worst), vocab.severity);
      body.dataset.worst = areaWorst;
      rollup.querySelector("td.worst").textContent = "";
      rollup.querySelector("td.worst").append(badge(areaWorst));
      setCounts(rollup.querySelector("td.counts"), countPairs(worst, vocab.severity));
      rollup.querySelector("td.differs").textContent = n || "";
    });
    var table = document.getElementById("triage");
    if (table) {
      var bodies = Array.prototype.slice.call(table.querySelectorAll("tbody.area"));
      bodies.sort(function (a, b) { return rank(a.dataset.worst) - rank(b.dataset.worst) || (a.dataset.area < b.dataset.area ? -1 : 1); });
      bodies.forEach(function (b) { table.append(b); });
    }
    document.querySelectorAll(".attention li[data-outcome]").forEach(function (li) {
      var a = attention[li.dataset.outcome];
      li.hidden = !a;
      if (!a) return;
      li.querySelector(".n-cases").textContent = plural(a.cases, "behavior");
      li.querySelector(".n-areas").textContent = plural(Object.keys(a.areas).length, "area");
      var older = li.querySelector(".older");
      if (older) {
        older.hidden = !a.older;
        older.querySelector(".n-older").textContent = a.older === a.cases ? "all " + a.older : "" + a.older;
      }
    });
    document.querySelectorAll(".attention li[data-differ]").forEach(function (li) {
      li.querySelector(".n-outcome").textContent = plural(differingOutcome, "behavior");
      li.querySelector(".n-value").textContent = "" + (differing - differingOutcome);
    });
  }

  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  // Links to the other pages keep the picked runs.
  function carryRuns(spec) {
    document.querySelectorAll("a[href]").forEach(function (a) {
      var href = a.getAttribute("href");
      if (a.dataset.href === undefined) {
        if (/^(#|[a-z][a-z0-9+.-]*:)/i.test(href)) return;  // in-page, or another site
        a.dataset.href = href;
      }
      var base = a.dataset.href, at = base.indexOf("#");
      var path = at < 0 ? base : base.slice(0, at), frag = at < 0 ? "" : base.slice(at);
      a.setAttribute("href", spec ? path + "?runs=" + encodeURIComponent(spec) + frag : base);
    });
  }

  // ---- filters -----------------------------------------------------------------------------
  function matches(row, s, words) {
    if (s.area && row.dataset.area !== s.area) return false;
    if (s.kind && row.dataset.kind !== s.kind) return false;
    if (s.outcome && row.dataset.outcomes.split(" ").indexOf(s.outcome) < 0) return false;
    if (s.differ && row.dataset.differs !== "1") return false;
    if (s.differ === "outcome" && row.dataset.differsOutcome !== "1") return false;
    if (s.differ === "value" && row.dataset.differsOutcome === "1") return false;
    if (row.searchText === undefined) row.searchText = (row.id + " " + row.dataset.search).toLowerCase();
    return words.every(function (w) { return row.searchText.indexOf(w) >= 0; });
  }

  function filterRows(s) {
    var words = runWords((s.q || "").toLowerCase().split(/\s+/).filter(Boolean)).rest;
    var filtering = FILTERS.some(function (k) { return s[k]; });
    var rows = document.querySelectorAll("tr.behavior"), shown = 0;
    rows.forEach(function (row) {
      var ok = matches(row, s, words);
      row.hidden = !ok;
      row.classList.toggle("filtered-out", !ok);
      if (ok) shown += 1;
    });
    document.querySelectorAll("tbody.area").forEach(function (body) {
      body.hidden = !body.querySelector("tr.behavior:not([hidden])");
      if (body.querySelector("tr.rollup")) {
        var opened = open[body.dataset.area] !== undefined ? open[body.dataset.area] : filtering;
        setOpen(body, opened);
        var n = body.querySelectorAll("tr.behavior:not([hidden])").length;
        body.querySelector("tr.rollup .name .muted").textContent = filtering ? n + " of " + body.querySelectorAll("tr.behavior").length : "" + body.querySelectorAll("tr.behavior").length;
      }
    });
    var note = document.getElementById("shown");
    if (note) {
      note.textContent = "showing " + shown + " of " + rows.length + " behaviors";
      note.dataset.shown = shown;
      noRunMatches(note, words, shown);
    }
    document.body.dataset.filtered = filtering ? "yes" : "no";
    apiHits(words);
  }

  // A typed version (a driver 575.57.08, a runtime 13.2, a commit-like number) that names no run: say
  // so in words beside the count, with the versions the runs have, instead of a bare "0 of N".
  function noRunMatches(shownNote, words, shown) {
    var chips = Array.prototype.slice.call(document.querySelectorAll(".chip[data-match]"));
    var missed = words.filter(function (w) { return /^\d+(\.\d+)+$|^\d{3,}$/.test(w); });
    var el = document.getElementById("no-run-match");
    if (!el) {
      el = document.createElement("p");
      el.id = "no-run-match";
      el.className = "note no-run-match";
      shownNote.parentNode.insertBefore(el, shownNote.nextSibling);
    }
    el.hidden = !(missed.length && chips.length && shown === 0);
    if (el.hidden) return;
    var versions = {};
    chips.forEach(function (c) { c.dataset.match.split(/\s+/).forEach(function (t) { if (/^\d+\.\d+/.test(t)) versions[t] = true; }); });
    el.textContent = "No run matches " + missed.map(function (w) { return "\u201c" + w + "\u201d"; }).join(", ") +
      ": no run has that driver, runtime or revision (the runs have " + Object.keys(versions).sort().join(", ") +
      "), and no behavior mentions it.";
  }

  // The API pages a search names: the functions a word names exactly, else (a word of 4 letters or
  // more) those whose name it starts, up to API_HITS of them.
  var API_HITS = 12;
  function apiHits(words) {
    var note = document.getElementById("api-hits");
    if (!note) return;
    var names = note.dataset.apis.split(" ").filter(Boolean);
    var hits = names.filter(function (n) { return words.indexOf(n.toLowerCase()) >= 0; });
    if (!hits.length) {
      hits = names.filter(function (n) {
        return words.some(function (w) { return w.length >= 4 && n.toLowerCase().indexOf(w) === 0; });
      });
    }
    // Rebuilt only when the hits change: the search field's change event (on blur) re-filters between
    // the press and the release of a click on one of these links.
    var key = hits.join(" ") + "|" + lastRuns;
    if (note.dataset.key === key) return;
    note.dataset.key = key;
    note.textContent = "";
    note.hidden = !hits.length;
    if (!hits.length) return;
    note.append(hits.length > 1 ? "API pages: " : "API page: ");
    hits.slice(0, API_HITS).forEach(function (n, i) {
      var a = document.createElement("a");
      a.className = "api";
      a.href = note.dataset.root + slug(n) + ".html" + (lastRuns ? "?runs=" + encodeURIComponent(lastRuns) : "");
      a.textContent = n;
      note.append(i ? ", " : "", a);
    });
    if (hits.length > API_HITS) note.append(" and " + (hits.length - API_HITS) + " more");
    note.append(" (the compatibility table of the claims about it, per GPU and driver)");
  }

  // A page's file name, as python/cudasem/report/text.py's slug writes it: letters, digits, '.', '_'
  // and '-' kept, every other character `~` and the hex of its UTF-8 bytes.
  function slug(name) {
    if (name === "" || name === "." || name === "..") return name ? name.replace(/\./g, "~2e") : "~";
    return Array.from(name).map(function (c) {
      if (/^[A-Za-z0-9._-]$/.test(c)) return c;
      return Array.from(new TextEncoder().encode(c)).map(function (b) {
        return "~" + (b < 16 ? "0" : "") + b.toString(16);
      }).join("");
    }).join("");
  }

  // ---- the index's behavior rows -----------------------------------------------------------
  // The index's rows come as data (rows/index*.js: render._write_index), so that no file of the site
  // is over 2 MB; each is written under its area's rollup as templates/_macros.html would write it.
  function esc(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"}[c];
    });
  }

  function badgeHtml(o) {
    return '<span class="badge o-' + esc(o) + '">' + (o === "NOT_RUN" ? "not run" : esc(o)) + "</span>";
  }

  function rowMarks(b) {  // _macros.html row_marks
    var ch = b.changed || [], va = b.varied || [], out = "";
    if (ch.length === 1) out += ' <span class="mark changed" title="' + esc(ch[0].text) + '">changed in driver ' + esc(ch[0].driver) + "</span>";
    else if (ch.length) {
      var drivers = ch.map(function (c) { return c.driver; }).filter(function (d, i, all) { return all.indexOf(d) === i; });
      out += ' <span class="mark changed" title="changed in driver ' + esc(drivers.join(", ")) +
        ' (open the case for each change)">changed in ' + ch.length + " driver steps</span>";
    }
    if (va.length === 1) out += ' <span class="mark varied" title="' + esc(va[0].text) + '">varied across ' + va[0].runs.length + " runs</span>";
    else if (va.length) out += ' <span class="mark varied" title="open the case for each group of runs">varied in ' + va.length + " groups of runs</span>";
    return out;
  }

  function rowHtml(b) {
    var api = (b.api || []).map(function (n) { return '<a class="api" href="api/' + slug(n) + '.html">' + esc(n) + "</a>"; }).join(", ");
    var section = b.section && (b.api || []).indexOf(b.section) < 0 ? (api ? " · " : "") + esc(b.section) : "";
    return '<tr class="behavior" id="' + esc(b.id) + '" data-id="' + esc(b.id) + '" data-area="' + esc(b.area) +
      '" data-kind="' + esc(b.kind) + '" data-outcomes="' + esc(b.outcomes.join(" ")) + '" data-differs="' + (b.differs ? 1 : 0) +
      '" data-differs-outcome="' + (b.differs_outcome ? 1 : 0) + '" data-o="' + esc(b.o) + '" data-v="' + esc(b.v) +
      '" data-search="' + esc(b.search) + '"><th class="name"><a href="' + esc(b.page) + '">' + esc(b.id) +
      '</a> <a class="matrix-link" href="' + esc(b.matrix) + '">\u25a6</a></th><td class="worst">' + badgeHtml(b.worst) +
      '</td><td class="counts">' + b.counts.map(function (p) { return badgeHtml(p[0]) + "&nbsp;" + p[1] + " "; }).join("") +
      '</td><td class="differs">' + (b.differs ? (b.differs_outcome ? "outcome" : "value") : "") + rowMarks(b) +
      '</td><td class="section">' + api + section + "</td></tr>";
  }

  function writeIndexRows() {
    var table = document.getElementById("triage"), data = window.cudasemRows;
    if (!table || !data) return;
    var byArea = {};
    data.forEach(function (rows) {
      rows.forEach(function (b) { (byArea[b.area] = byArea[b.area] || []).push(rowHtml(b)); });
    });
    table.querySelectorAll("tbody.area").forEach(function (body) {
      if (byArea[body.dataset.area]) body.insertAdjacentHTML("beforeend", byArea[body.dataset.area].join(""));
    });
    window.cudasemRows = [];
  }

  function setOpen(body, opened) {
    body.classList.toggle("collapsed", !opened);
    var button = body.querySelector("button.toggle");
    if (button) button.setAttribute("aria-expanded", opened ? "true" : "false");
  }

  function goToAnchor(anchor) {
    var row = anchor && document.getElementById(anchor);
    document.querySelectorAll("tr.target").forEach(function (r) { r.classList.remove("target"); });
    if (row && row.matches("tbody.area")) {  // #area-graphs: that area, opened
      open[row.dataset.area] = true;
      setOpen(row, true);
      row.scrollIntoView({block: "start"});
      return;
    }
    if (!row || !row.classList.contains("behavior")) return;
    var body = row.closest("tbody.area");
    if (body && body.querySelector("tr.rollup")) { open[body.dataset.area] = true; setOpen(body, true); }
    row.classList.add("target");
    row.scrollIntoView({block: "center"});
  }

  function apply() {
    var p = params(), s = p.state, form = document.getElementById("filters");
    var named = runWords((s.q || "").toLowerCase().split(/\s+/).filter(Boolean)).runs;
    var key = (s.runs || "") + "|" + (named ? Object.keys(named).sort().join(",") : "");
    if (key !== lastKey) { lastKey = key; lastRuns = s.runs || ""; applyRuns(lastRuns, named); }
    if (form) {
      FILTERS.forEach(function (k) {
        var el = form.elements[k];
        if (!el) return;  // an area page has no area select
        if (el.type === "checkbox") el.checked = !!s[k];
        else if (el !== document.activeElement) el.value = s[k] || "";
      });
      filterRows(s);
    }
    if (p.anchor !== lastAnchor) { lastAnchor = p.anchor; goToAnchor(p.anchor); }
  }

  // A chip toggles its run in runs= (as run keys), kept in the fragment.
  function toggleRun(key) {
    var runs = allRuns(), cur = params().state, picked = cur.runs ? pickRuns(cur.runs, runs) || {} : {};
    if (picked[key]) delete picked[key]; else picked[key] = true;
    var keys = runs.map(function (r) { return r.key; }).filter(function (k) { return picked[k]; });
    var search = new URLSearchParams(location.search), hash = new URLSearchParams(location.hash.indexOf("=") >= 0 ? location.hash.slice(1) : "");
    search.delete("runs");
    if (keys.length && keys.length < runs.length) hash.set("runs", keys.join(",")); else hash.delete("runs");
    var url = location.pathname + (search.toString() ? "?" + search : "") + (hash.toString() ? "#" + hash : "");
    try { history.replaceState(null, "", url); } catch (e) { location.hash = hash.toString(); return; }
    apply();
  }

  function writeState() {
    var form = document.getElementById("filters"), hash = new URLSearchParams(), cur = params().state;
    FILTERS.forEach(function (k) {
      var el = form.elements[k], v = !el ? cur[k] || "" : el.type === "checkbox" ? (el.checked ? cur[k] || "1" : "") : el.value;
      if (v.trim()) hash.set(k, v);
    });
    var search = new URLSearchParams(location.search);
    FILTERS.forEach(function (k) { search.delete(k); });
    if (cur.runs && !search.has("runs")) hash.set("runs", cur.runs);
    var url = location.pathname + (search.toString() ? "?" + search : "") + (hash.toString() ? "#" + hash : "");
    try { history.replaceState(null, "", url); } catch (e) { location.hash = hash.toString(); return; }
    apply();
  }

  document.addEventListener("DOMContentLoaded", function () {
    writeIndexRows();
    var form = document.getElementById("filters");
    if (form) {
      form.addEventListener("change", writeState);
      form.addEventListener("submit", function (e) { e.preventDefault(); writeState(); });
      form.elements.q.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(writeState, 120); });
      document.getElementById("clear").addEventListener("click", function (e) {
        e.preventDefault();
        form.reset();
        open = {};
        writeState();
      });
    }
    document.querySelectorAll("button.toggle").forEach(function (button) {
      button.addEventListener("click", function () {
        var body = button.closest("tbody.area");
        open[body.dataset.area] = body.classList.contains("collapsed");
        setOpen(body, open[body.dataset.area]);
      });
    });
    [["expand-all", true], ["collapse-all", false]].forEach(function (pair) {
      var button = document.getElementById(pair[0]);
      if (button) button.addEventListener("click", function () {
        document.querySelectorAll("tbody.area").forEach(function (body) { open[body.dataset.area] = pair[1]; setOpen(body, pair[1]); });
      });
    });
    document.querySelectorAll(".chip[data-run]").forEach(function (chip) {
      chip.addEventListener("click", function () { toggleRun(chip.dataset.run); });
    });
    var nav = document.getElementById("area-nav");
    if (nav) nav.addEventListener("change", function () { location.href = nav.value + location.search; });
    window.addEventListener("hashchange", apply);
    apply();
  });
})();

// The API index's search (api/index.html): the rows whose function name holds every typed word
// (case-insensitive); the query is kept in the URL (#q=...) and a search that finds none says so.
document.addEventListener("DOMContentLoaded", function () {
  var input = document.getElementById("api-search");
  if (!input) return;
  var rows = Array.prototype.slice.call(document.querySelectorAll("#api-index tbody tr[data-name]"));
  var shown = document.getElementById("api-shown");
  function apply() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean), n = 0;
    rows.forEach(function (tr) {
      var name = tr.dataset.name.toLowerCase();
      var ok = words.every(function (w) { return name.indexOf(w) >= 0; });
      tr.hidden = !ok;
      if (ok) n += 1;
    });
    shown.dataset.shown = n;
    shown.textContent = !words.length ? rows.length + " functions"
      : n ? "showing " + n + " of " + rows.length + " functions"
      : "no function matches \u201c" + input.value.trim() + "\u201d (of " + rows.length + ")";
    var hash = words.length ? "#q=" + encodeURIComponent(input.value.trim()) : "";
    if (location.hash !== hash) history.replaceState(null, "", hash || location.pathname + location.search);
  }
  var m = /^#q=(.*)$/.exec(location.hash);
  if (m) input.value = decodeURIComponent(m[1]);
  input.addEventListener("input", apply);
  apply();
});

