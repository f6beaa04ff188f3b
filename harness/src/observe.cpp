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
std::vector<std::pair<std::string, Json>>& store() {
  static std::vector<std::pair<std::string, Json>> s;
  return s;
}

void put(const std::string& name, Json value) {
  std::lock_guard<std::mutex> lock(mu());
  // A name recorded twice keeps both values: the second becomes "name #2".
  std::string key = name;
  int n = 1;
  for (bool clash = true; clash;) {
    clash = false;
    for (const auto& kv : store())
      if (kv.first == key) {
        clash = true;
        key = name + " #" + std::to_string(++n);
        break;
      }
  }
  store().emplace_back(key, std::move(value));
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

Json observations_json() {
  std::lock_guard<std::mutex> lock(mu());
  Json arr = Json::array();
  for (const auto& [k, v] : store()) {
    Json o = Json::object();
    o.set("name", k);
    o.set("value", v);
    arr.push(std::move(o));
  }
  return arr;
}

}  // namespace cudasem
