// SPDX-License-Identifier: Apache-2.0
// JSON for records and listings: a small façade over nlohmann::ordered_json (keys keep their
// insertion order). Strings are written as valid UTF-8 whatever they hold (invalid bytes become
// U+FFFD), unsigned values keep their full range, and NaN or infinity is written as null.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace cudasem {

class Json {
 public:
  struct Raw {
    std::string text;  // already-serialized JSON (kept as a string if it does not parse)
  };

  Json() = default;
  Json(std::nullptr_t) {}
  Json(bool b) : j_(b) {}
  Json(int i) : j_(static_cast<std::int64_t>(i)) {}
  Json(long i) : j_(static_cast<std::int64_t>(i)) {}
  Json(long long i) : j_(static_cast<std::int64_t>(i)) {}
  Json(unsigned i) : j_(static_cast<std::uint64_t>(i)) {}
  Json(unsigned long i) : j_(static_cast<std::uint64_t>(i)) {}
  Json(unsigned long long i) : j_(static_cast<std::uint64_t>(i)) {}
  Json(double d);
  Json(const char* s) : j_(s ? nlohmann::ordered_json(std::string(s)) : nlohmann::ordered_json()) {}
  Json(std::string s) : j_(std::move(s)) {}
  Json(const Raw& r);

  static Json object() { return from(nlohmann::ordered_json::object()); }
  static Json array() { return from(nlohmann::ordered_json::array()); }

  // For objects: set (replacing an existing key). For arrays: push.
  Json& set(const std::string& key, Json value);
  Json& push(Json value);
  // For objects: every key of `object` set here (replacing an existing key).
  Json& merge(const Json& object);
  bool is_null() const { return j_.is_null(); }
  // A scalar as text: a string as it is, anything else as its JSON.
  std::string text() const;

  std::string dump(int indent = -1) const;

 private:
  static Json from(nlohmann::ordered_json j) {
    Json out;
    out.j_ = std::move(j);
    return out;
  }
  nlohmann::ordered_json j_;
};

// `s` as a JSON string literal (quotes included), invalid UTF-8 replaced.
std::string json_escape(const std::string& s);

}  // namespace cudasem
