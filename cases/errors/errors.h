// SPDX-License-Identifier: Apache-2.0
// Shared by the errors cases (errors/async/): their helper processes send each code as a message
// (cudasem/child.h), which the case reads back as error_text writes it ("cudaErrorX (n)");
// error_name() cuts such a text to the error's name.
#pragma once

#include <string>

namespace cudasem::errors {

// error_text gives "cudaErrorX (n)": the name alone.
inline std::string error_name(const std::string& text) { return text.substr(0, text.find(' ')); }

}  // namespace cudasem::errors
