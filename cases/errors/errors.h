// SPDX-License-Identifier: Apache-2.0
// Shared by the errors cases (errors/async/): their helper processes print "key=value" lines;
// field() reads a value back and error_name() cuts an error_text to the error's name.
#pragma once

#include <sstream>
#include <string>

namespace cudasem::errors {

// The value of the first "key=value" line of `output`, or "" when there is none.
inline std::string field(const std::string& output, const std::string& key) {
  std::istringstream lines(output);
  std::string line;
  while (std::getline(lines, line))
    if (line.rfind(key + "=", 0) == 0) return line.substr(key.size() + 1);
  return "";
}

// error_text gives "cudaErrorX (n)": the name alone.
inline std::string error_name(const std::string& text) { return text.substr(0, text.find(' ')); }

}  // namespace cudasem::errors
