// SPDX-License-Identifier: Apache-2.0
#include "cudasem/observe.h"

#include <cstdio>
#include <map>
#include <mutex>
#include <vector>

#include "observations.h"

namespace cudasem {
namespace {

std::mutex& mu() {
  static std::mutex m;
  return m;
}
struct Observation {
  std::string name;
  Json value;
  bool measurement = false;
};

std::vector<Observation>& store() {
  static std::vector<Observation> s;
  return s;
}

void put(const std::string& name, Json value, bool measurement = false) {
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
  store().push_back({key, std::move(value), measurement});
}

}  // namespace

void observe(const std::string& name, bool value) { put(name, Json(value)); }
void observe(const std::string& name, std::int64_t value) { put(name, Json(static_cast<long long>(value))); }
void observe(const std::string& name, int value) { put(name, Json(value)); }
void observe(const std::string& name, unsigned value) { put(name, Json(value)); }
void observe(const std::string& name, unsigned long value) { put(name, Json(value)); }
void observe(const std::string& name, unsigned long long value) { put(name, Json(value)); }
void observe(const std::string& name, double value) { put(name, Json(value)); }
void observe(const std::string& name, const std::string& value) { put(name, Json(value)); }
void observe(const std::string& name, const char* value) { put(name, Json(value)); }
void observe_pointer(const std::string& name, const void* value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", value);
  put(name, Json(std::string(buf)));
}

void measure(const std::string& name, double value) { put(name, Json(value), true); }
void measure(const std::string& name, std::int64_t value) { put(name, Json(static_cast<long long>(value)), true); }
void measure(const std::string& name, unsigned long long value) { put(name, Json(value), true); }

Json observations_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const auto& obs : store()) {
    Json o = Json::object();
    o.set("name", obs.name);
    o.set("value", obs.value);
    if (obs.measurement) o.set("measurement", true);
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

}  // namespace cudasem
