// SPDX-License-Identifier: Apache-2.0
#include "json.h"

#include <cmath>

namespace cudasem {

namespace {
constexpr auto kReplaceInvalidUtf8 = nlohmann::ordered_json::error_handler_t::replace;
}

Json::Json(double d) {
  if (std::isfinite(d)) j_ = d;  // else null, as JSON has no NaN or infinity
}

Json::Json(const Raw& r) {
  j_ = nlohmann::ordered_json::parse(r.text, nullptr, /*allow_exceptions=*/false);
  if (j_.is_discarded()) j_ = r.text;
}

std::string json_escape(const std::string& s) {
  return nlohmann::ordered_json(s).dump(-1, ' ', false, kReplaceInvalidUtf8);
}

Json& Json::set(const std::string& key, Json value) {
  j_[key] = std::move(value.j_);
  return *this;
}

Json& Json::push(Json value) {
  j_.push_back(std::move(value.j_));
  return *this;
}

Json& Json::merge(const Json& object) {
  for (auto it = object.j_.begin(); it != object.j_.end(); ++it) j_[it.key()] = it.value();
  return *this;
}

std::string Json::text() const { return j_.is_string() ? j_.get<std::string>() : dump(); }

std::string Json::dump(int indent) const { return j_.dump(indent, ' ', false, kReplaceInvalidUtf8); }

}  // namespace cudasem
