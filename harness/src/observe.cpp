// SPDX-License-Identifier: Apache-2.0
#include "cudasem/observe.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <mutex>
#include <vector>

#include "observations.h"

namespace cudasem {
namespace {

std::mutex& mu() {
  static std::mutex m;
  return m;
}

using Type = ObservationType;  // schema/vocabulary.json's observation types

const char* type_name(Type t) { return vocab::kObservationTypes[static_cast<int>(t)].name; }

struct Observation {
  std::string name;
  Json value;
  Type type = Type::verdict;
  std::string text;  // the value as an expectation clause names it (observation_texts)
  Json fields;       // further typed fields of the record ("expected", "check", "series", ...)
};

std::vector<Observation>& store() {
  static std::vector<Observation> s;
  return s;
}

std::vector<Json>& failures() {
  static std::vector<Json> f;
  return f;
}

struct Returned {
  std::string function;
  std::string code_name;
  long long code = 0;
  long long calls = 0;
};

std::vector<Returned>& returned() {
  static std::vector<Returned> r;
  return r;
}

const CaseInfo*& current() {
  static const CaseInfo* info = nullptr;
  return info;
}

void put(const std::string& name, Json value, Type type, Json fields = Json::object(), std::string text = "") {
  std::lock_guard<std::mutex> lock(mu());
  // A name recorded twice keeps both values: the second becomes "name #2".
  std::string key = name;
  int n = 1;
  for (bool clash = true; clash;) {
    clash = false;
    for (const auto& o : store())
      if (o.name == key) {
        clash = true;
        key = name + " #" + std::to_string(++n);
        break;
      }
  }
  if (text.empty()) text = value.text();
  store().push_back({key, std::move(value), type, std::move(text), std::move(fields)});
}

bool check_label(const std::string& name) {
  if (valid_label(name)) return true;
  ADD_FAILURE() << "harness: observation name '" << name << "' is not a label: name what the value is in two or "
                << "more lowercase words joined by '_' or '.' (never a variable's name or expression text)";
  return false;
}

// A label the case gives: refused (a harness error, the case FAILs) when it is a bare word or
// expression text; the value is still recorded under the name given.
void labelled(const std::string& name, Json value, Type type, Json fields = Json::object()) {
  check_label(name);
  put(name, std::move(value), type, std::move(fields));
}

void expecting(const std::string& name, Json value, Json expected) {
  Json fields = Json::object();
  fields.set("expected", std::move(expected));
  labelled(name, std::move(value), Type::verdict, std::move(fields));
}

// <series>.<unit>[.<stat>][@<at>], with the parts as fields.
void quantity(const Quantity& q, Json value, Type type) {
  std::string name = q.series + "." + q.unit + (q.stat.empty() ? "" : "." + q.stat);
  if (q.at >= 0) name += "@" + std::to_string(q.at);
  Json fields = Json::object();
  fields.set("series", q.series);
  fields.set("unit", q.unit);
  if (!q.stat.empty()) fields.set("stat", q.stat);
  if (q.at >= 0) fields.set("at", q.at);
  labelled(name, std::move(value), type, std::move(fields));
}

}  // namespace

bool valid_label(const std::string& text) {
  // A sweep point: "<label>@<number>" (e.g. "h2d.GBps.median@4096", a Quantity's name).
  std::string name = text;
  if (const std::size_t at = text.rfind('@'); at != std::string::npos) {
    if (at + 1 == text.size() || text.find_first_not_of("0123456789", at + 1) != std::string::npos) return false;
    name = text.substr(0, at);
  }
  bool word = false, joined = false;
  for (char c : name) {
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (alnum) {
      word = true;
    } else if (c == '_' || c == '.') {
      if (!word) return false;  // leading or doubled separator
      joined = true;
      word = false;
    } else {
      return false;
    }
  }
  return word && joined;
}

void observe(const std::string& name, bool value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, std::int64_t value) {
  labelled(name, Json(static_cast<long long>(value)), Type::verdict);
}
void observe(const std::string& name, int value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, unsigned value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, unsigned long value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, unsigned long long value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, double value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, const std::string& value) { labelled(name, Json(value), Type::verdict); }
void observe(const std::string& name, const char* value) { labelled(name, Json(value), Type::verdict); }

void observe(const std::string& name, bool value, bool expected) { expecting(name, Json(value), Json(expected)); }
void observe(const std::string& name, int value, int expected) { expecting(name, Json(value), Json(expected)); }
void observe(const std::string& name, std::int64_t value, std::int64_t expected) {
  expecting(name, Json(static_cast<long long>(value)), Json(static_cast<long long>(expected)));
}
void observe(const std::string& name, unsigned value, unsigned expected) {
  expecting(name, Json(value), Json(expected));
}
void observe(const std::string& name, unsigned long value, unsigned long expected) {
  expecting(name, Json(value), Json(expected));
}
void observe(const std::string& name, unsigned long long value, unsigned long long expected) {
  expecting(name, Json(value), Json(expected));
}
void observe(const std::string& name, double value, double expected) { expecting(name, Json(value), Json(expected)); }
void observe(const std::string& name, const std::string& value, const std::string& expected) {
  expecting(name, Json(value), Json(expected));
}

void observe_pointer(const std::string& name, const void* value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", value);
  labelled(name, Json(std::string(buf)), Type::measurement);
}

void measure(const std::string& name, double value) { labelled(name, Json(value), Type::measurement); }
void measure(const std::string& name, bool value) { labelled(name, Json(value), Type::measurement); }
void measure(const std::string& name, std::int64_t value) {
  labelled(name, Json(static_cast<long long>(value)), Type::measurement);
}
void measure(const std::string& name, unsigned long long value) { labelled(name, Json(value), Type::measurement); }

void environment(const std::string& name, std::int64_t value) {
  labelled(name, Json(static_cast<long long>(value)), Type::environment);
}
void environment(const std::string& name, unsigned long long value) { labelled(name, Json(value), Type::environment); }
void environment(const std::string& name, double value) { labelled(name, Json(value), Type::environment); }
void environment(const std::string& name, const std::string& value) { labelled(name, Json(value), Type::environment); }
void environment(const std::string& name, bool value) { labelled(name, Json(value), Type::environment); }

void measure(const Quantity& q, double value) { quantity(q, Json(value), Type::measurement); }
void measure(const Quantity& q, long long value) { quantity(q, Json(value), Type::measurement); }
void environment(const Quantity& q, double value) { quantity(q, Json(value), Type::environment); }
void environment(const Quantity& q, long long value) { quantity(q, Json(value), Type::environment); }

Json code_json(const std::string& name, long long code) {
  Json c = Json::object();
  c.set("name", name);
  c.set("code", code);
  return c;
}

void record_code(const std::string& name, const std::string& code_name, long long code) {
  check_label(name);
  put(name, code_json(code_name, code), Type::verdict, Json::object(), code_name);
}

void record_check(const std::string& name, const std::string& function, Json actual, const std::string& actual_name,
    Json expected, Json documented, bool judged) {
  Json check = Json::object();
  check.set("function", function);
  check.set("expected", std::move(expected));
  check.set("documented", std::move(documented));
  if (!judged) check.set("judged", false);
  Json fields = Json::object();
  fields.set("check", std::move(check));
  put(name, std::move(actual), Type::verdict, std::move(fields), actual_name);
}

void tally_return(const std::string& function, const std::string& code_name, long long code) {
  std::lock_guard<std::mutex> lock(mu());
  for (Returned& r : returned())
    if (r.function == function && r.code == code) {
      ++r.calls;
      return;
    }
  returned().push_back({function, code_name, code, 1});
}

Json returned_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const Returned& r : returned()) {
    Json o = Json::object();
    o.set("function", r.function);
    o.set("code", code_json(r.code_name, r.code));
    o.set("calls", r.calls);
    arr.push(std::move(o));
  }
  return arr;
}

Json observations_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const auto& obs : store()) {
    Json o = Json::object();
    o.set("name", obs.name);
    o.set("value", obs.value);
    o.set("type", type_name(obs.type));
    o.merge(obs.fields);
    arr.push(std::move(o));
  }
  return arr;
}

std::vector<std::pair<std::string, std::string>> observation_texts() {
  std::lock_guard<std::mutex> lock(mu());
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& obs : store()) out.emplace_back(obs.name, obs.text);
  return out;
}

void record_failure(const ::testing::TestPartResult& result) {
  if (!result.failed()) return;
  Json f = Json::object();
  f.set("file", result.file_name() ? Json(result.file_name()) : Json(nullptr));
  f.set("line", result.file_name() && result.line_number() >= 0 ? Json(result.line_number()) : Json(nullptr));
  std::string summary = result.summary();
  if (summary.size() > 4000) summary = summary.substr(0, 4000) + "...";
  f.set("summary", summary);
  std::lock_guard<std::mutex> lock(mu());
  if (failures().size() < 100) failures().push_back(std::move(f));
}

Json failures_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const auto& f : failures()) arr.push(f);
  return arr;
}

const CaseInfo* current_case_info() { return current(); }
void set_current_case(const CaseInfo* info) { current() = info; }

}  // namespace cudasem
