// SPDX-License-Identifier: Apache-2.0
// A __managed__ variable needs device compilation, hence a .cu file.
#include "cudasem/cudasem.h"

static __managed__ unsigned managed_value[64];

CUDASEM_CASE(ManagedVariable, PointerTypeIsManaged,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.3. Global-Scope Managed Variables Using __managed__",
            .quote = "CUDA __managed__ variables behave as if they were allocated via cudaMallocManaged()"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, managed_value);

  cudasem::observe("pointer_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("pointer_type.is_managed", attributes.type, cudaMemoryTypeManaged);
  CUDASEM_EXPECT_TRUE_NAMED(
      "host_pointer.is_variable_address", attributes.hostPointer == static_cast<void*>(managed_value));
}
