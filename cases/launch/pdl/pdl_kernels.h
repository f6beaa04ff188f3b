// SPDX-License-Identifier: Apache-2.0
// Shared by the programmatic-dependent-launch cases (host side): the launch attribute that lets
// a secondary kernel overlap the previous kernel of its stream.
#pragma once

#include <cuda_runtime_api.h>

namespace cudasem_cases::launch {

inline cudaLaunchAttribute programmatic_serialization(int allowed = 1) {
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attr.val.programmaticStreamSerializationAllowed = allowed;
  return attr;
}

}  // namespace cudasem_cases::launch
