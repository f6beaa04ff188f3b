// SPDX-License-Identifier: Apache-2.0
// A __managed__ variable is also a __device__ variable: cudaMemcpyToSymbol writes it, and after
// synchronizing the host reads the copied values through the variable itself.
#include "../managed.h"
#include "cudasem/cudasem.h"

static __managed__ unsigned copied_variable[256];

CUDASEM_CASE(ManagedVariable, MemcpyToSymbolVisibleOnHost,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.3. Global-Scope Managed Variables Using __managed__",
            .quote =
                "CUDA __managed__ variable implies __device__ and is equivalent to __managed__ __device__, which is also allowed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  for (unsigned& v : copied_variable) v = 0;
  unsigned source[256];
  for (unsigned i = 0; i < 256; ++i) source[i] = i * 5 + 1;

  CUDASEM_EXPECT_OK(cudaMemcpyToSymbol(copied_variable, source, sizeof source));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::size_t bad = cudasem::managed::mismatches(
      copied_variable, 256, [](std::size_t i) { return static_cast<unsigned>(i * 5 + 1); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
