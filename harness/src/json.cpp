// SPDX-License-Identifier: Apache-2.0
#include "json.h"

#include <cmath>
#include <cstdio>

namespace cudasem {

std::string json_escape(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

Json& Json::set(const std::string& key, Json value) {
  auto& obj = std::get<Object>(v_);
  for (auto& kv : obj) {
    if (kv.first == key) {
      kv.second = std::move(value);
      return *this;
    }
  }
  obj.emplace_back(key, std::move(value));
  return *this;
}

Json& Json::push(Json value) {
  std::get<Array>(v_).push_back(std::move(value));
  return *this;
}

std::string Json::dump(int indent) const {
  std::string out;
  write(out, indent, 0);
  return out;
}

void Json::write(std::string& out, int indent, int depth) const {
  auto newline = [&](int d) {
    if (indent < 0) return;
    out += '\n';
    out.append(static_cast<size_t>(indent * d), ' ');
  };
  if (std::holds_alternative<std::nullptr_t>(v_)) {
    out += "null";
  } else if (auto b = std::get_if<bool>(&v_)) {
    out += *b ? "true" : "false";
  } else if (auto i = std::get_if<std::int64_t>(&v_)) {
    out += std::to_string(*i);
  } else if (auto d = std::get_if<double>(&v_)) {
    if (!std::isfinite(*d)) {
      out += "null";
    } else {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.17g", *d);
      out += buf;
    }
  } else if (auto s = std::get_if<std::string>(&v_)) {
    out += json_escape(*s);
  } else if (auto r = std::get_if<Raw>(&v_)) {
    out += r->text;
  } else if (auto a = std::get_if<Array>(&v_)) {
    out += '[';
    for (size_t k = 0; k < a->size(); ++k) {
      if (k) out += ',';
      newline(depth + 1);
      (*a)[k].write(out, indent, depth + 1);
    }
    if (!a->empty()) newline(depth);
    out += ']';
  } else if (auto o = std::get_if<Object>(&v_)) {
    out += '{';
    for (size_t k = 0; k < o->size(); ++k) {
      if (k) out += ',';
      newline(depth + 1);
      out += json_escape((*o)[k].first);
      out += indent < 0 ? ":" : ": ";
      (*o)[k].second.write(out, indent, depth + 1);
    }
    if (!o->empty()) newline(depth);
    out += '}';
  }
}

}  // namespace cudasem
