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

enum class Type { verdict, measurement, environment };

const char* type_name(Type t) {
  switch (t) {
    case Type::verdict:
      return "verdict";
    case Type::measurement:
      return "measurement";
    case Type::environment:
      return "environment";
  }
  return "verdict";
}

struct Observation {
  std::string name;
  Json value;
  Type type = Type::verdict;
  Json check;  // null unless recorded by a check
};

std::vector<Observation>& store() {
  static std::vector<Observation> s;
  return s;
}

const CaseInfo*& current() {
  static const CaseInfo* info = nullptr;
  return info;
}

void put(const std::string& name, Json value, Type type, Json check = Json(nullptr)) {
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
  store().push_back({key, std::move(value), type, std::move(check)});
}

// A label the case gives: refused (a harness error, the case FAILs) when it is a bare word or
// expression text; the value is still recorded under the name given.
void labelled(const std::string& name, Json value, Type type) {
  if (!valid_label(name))
    ADD_FAILURE() << "harness: observation name '" << name << "' is not a label: name what the value is in two or "
                  << "more lowercase words joined by '_' or '.' (never a variable's name or expression text)";
  put(name, std::move(value), type);
}

}  // namespace

bool valid_label(const std::string& text) {
  // A sweep point: "<label>@<number>" (e.g. "h2d.GBps.median@4096", read by the perf report).
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

void record_check(
    const std::string& name, const std::string& function, const std::string& actual, Json expected, Json documented) {
  Json check = Json::object();
  check.set("function", function);
  check.set("expected", std::move(expected));
  check.set("documented", std::move(documented));
  put(name, Json(actual), Type::verdict, std::move(check));
}

Json observations_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const auto& obs : store()) {
    Json o = Json::object();
    o.set("name", obs.name);
    o.set("value", obs.value);
    o.set("type", type_name(obs.type));
    if (obs.type == Type::measurement) o.set("measurement", true);  // readers of cudasem-record/1
    if (!obs.check.is_null()) o.set("check", obs.check);
    arr.push(std::move(o));
  }
  return arr;
}

std::vector<std::pair<std::string, std::string>> observation_texts() {
  std::lock_guard<std::mutex> lock(mu());
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& obs : store()) out.emplace_back(obs.name, obs.value.text());
  return out;
}

const CaseInfo* current_case_info() { return current(); }
void set_current_case(const CaseInfo* info) { current() = info; }

}  // namespace cudasem
