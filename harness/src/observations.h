// SPDX-License-Identifier: Apache-2.0
// Internal: the observations recorded so far in this process.
#pragma once

#include "json.h"

namespace cudasem {
// [{"name":..., "value":...}, ...] in the order recorded.
Json observations_json();
}  // namespace cudasem
