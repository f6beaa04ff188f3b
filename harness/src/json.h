// SPDX-License-Identifier: Apache-2.0
// A small JSON writer for records and listings (the harness only writes JSON; Python reads it).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace cudasem {

class Json {
 public:
  struct Raw {
    std::string text;  // already-serialized JSON
  };
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;  // insertion order kept

  Json() : v_(nullptr) {}
  Json(std::nullptr_t) : v_(nullptr) {}
  Json(bool b) : v_(b) {}
  Json(int i) : v_(static_cast<std::int64_t>(i)) {}
  Json(long i) : v_(static_cast<std::int64_t>(i)) {}
  Json(long long i) : v_(static_cast<std::int64_t>(i)) {}
  Json(unsigned i) : v_(static_cast<std::int64_t>(i)) {}
  Json(unsigned long i) : v_(static_cast<std::int64_t>(i)) {}
  Json(unsigned long long i) : v_(static_cast<std::int64_t>(i)) {}
  Json(double d) : v_(d) {}
  Json(const char* s) : v_(s ? Json(std::string(s)).v_ : Json(nullptr).v_) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  Json(Object o) : v_(std::move(o)) {}
  Json(Raw r) : v_(std::move(r)) {}

  static Json object() { return Json(Object{}); }
  static Json array() { return Json(Array{}); }

  // For objects: set (replacing an existing key) and get.
  Json& set(const std::string& key, Json value);
  // For arrays.
  Json& push(Json value);
  bool is_null() const { return std::holds_alternative<std::nullptr_t>(v_); }

  std::string dump(int indent = -1) const;

 private:
  void write(std::string& out, int indent, int depth) const;
  std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object, Raw> v_;
};

std::string json_escape(const std::string& s);

}  // namespace cudasem
