// SPDX-License-Identifier: Apache-2.0
// Shared by the uva cases: cudaPointerGetAttributes on a pointer 100 bytes into an allocation of
// either kind (the buffer type is the parameter).
#pragma once

#include "cudasem/cudasem.h"

namespace cudasem::uva {

// Allocates a Buffer of 4096 bytes and queries the attributes of the pointer 100 bytes into it
// (*interior); the query must succeed. Records "memory_type".
template <typename Buffer>
void interior_pointer_attributes(cudaPointerAttributes* attributes, void** interior) {
  Buffer buffer(4096);
  unsigned char* p = buffer.data() + 100;
  *interior = p;

  cudaError_t result = cudaPointerGetAttributes(attributes, p);

  cudasem::observe("memory_type", static_cast<int>(attributes->type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
}

}  // namespace cudasem::uva
