// Matrix filters. The state lives in the URL hash (#area=memcpy&kind=semantics&outcome=FAIL;
// a ?query works too), so a filtered view can be linked. Rows that do not match get the
// `hidden` attribute and the class `filtered-out`; an area with no visible row is hidden too.
(function () {
  "use strict";
  var KEYS = ["area", "kind", "outcome"];

  function readState() {
    var state = {};
    [location.search.slice(1), location.hash.slice(1)].forEach(function (part) {
      new URLSearchParams(part).forEach(function (value, key) {
        if (KEYS.indexOf(key) >= 0) state[key] = value;
      });
    });
    return state;
  }

  function matches(row, state) {
    if (state.area && row.dataset.area !== state.area) return false;
    if (state.kind && row.dataset.kind !== state.kind) return false;
    if (state.outcome && row.dataset.outcomes.split(" ").indexOf(state.outcome) < 0) return false;
    return true;
  }

  function apply() {
    var state = readState();
    var form = document.getElementById("filters");
    KEYS.forEach(function (k) { form.elements[k].value = state[k] || ""; });
    var rows = document.querySelectorAll("#matrix tr.behavior");
    var shown = 0;
    rows.forEach(function (row) {
      var ok = matches(row, state);
      row.hidden = !ok;
      row.classList.toggle("filtered-out", !ok);
      if (ok) shown += 1;
    });
    document.querySelectorAll("#matrix tbody.area").forEach(function (body) {
      body.hidden = !body.querySelector("tr.behavior:not([hidden])");
    });
    var note = document.getElementById("shown");
    note.textContent = "showing " + shown + " of " + rows.length + " behaviors";
    note.dataset.shown = shown;
    document.body.dataset.filtered = KEYS.some(function (k) { return state[k]; }) ? "yes" : "no";
  }

  function writeState() {
    var form = document.getElementById("filters");
    var params = new URLSearchParams();
    KEYS.forEach(function (k) { if (form.elements[k].value) params.set(k, form.elements[k].value); });
    var hash = params.toString();
    if (location.search) {  // the hash is the state from now on
      history.replaceState(null, "", location.pathname + (hash ? "#" + hash : ""));
      apply();
    } else {
      location.hash = hash;  // fires hashchange -> apply
    }
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("filters");
    if (!form) return;
    form.addEventListener("change", writeState);
    document.getElementById("clear").addEventListener("click", function (e) {
      e.preventDefault();
      form.reset();
      writeState();
    });
    window.addEventListener("hashchange", apply);
    apply();
  });
})();
