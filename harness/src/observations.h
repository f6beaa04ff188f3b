// SPDX-License-Identifier: Apache-2.0
// Internal: the observations recorded so far in this process.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "json.h"

namespace cudasem {
// [{"name":..., "value":... [, "measurement": true]}, ...] in the order recorded.
Json observations_json();
// (name, value as text: a string as it is, anything else as its JSON), in the order recorded.
std::vector<std::pair<std::string, std::string>> observation_texts();
}  // namespace cudasem
