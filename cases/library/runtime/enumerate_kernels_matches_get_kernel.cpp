// SPDX-License-Identifier: Apache-2.0
// cudaLibraryEnumerateKernels with room for the three kernels returns three distinct handles,
// the same ones cudaLibraryGetKernel returns for add_one, add_value and read_global.
#include "../library.h"
#include "cudasem/cudasem.h"

#include <set>

CUDASEM_CASE(CudaLibraryEnumerateKernels, MatchesGetKernel,
    {
        .api = {"cudaLibraryEnumerateKernels"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryEnumerateKernels",
            .quote = "Returns in kernels a maximum number of numKernels kernel handles within lib."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernels[3] = {};

  CUDASEM_ASSERT_OK(cudaLibraryEnumerateKernels(kernels, 3, lib.get()));

  std::set<cudaKernel_t> enumerated(kernels, kernels + 3), named;
  for (const char* name : {cudasem::modules::kAddOne, cudasem::modules::kAddValue, cudasem::modules::kReadGlobal}) {
    cudaKernel_t k = nullptr;
    CUDASEM_EXPECT_OK(cudaLibraryGetKernel(&k, lib.get(), name));
    named.insert(k);
  }
  CUDASEM_EXPECT_EQ_NAMED("enumerated_kernel.distinct_count", enumerated.size(), 3u);
  CUDASEM_EXPECT_EQ_NAMED("enumerated_kernel.null_count", enumerated.count(nullptr), 0u);
  CUDASEM_EXPECT_TRUE_NAMED("enumerated_kernels.match_get_kernel", enumerated == named);
}
