// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetKernelCount of the library with three kernels returns 3.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetKernelCount, CountsKernels,
    {
        .api = {"cudaLibraryGetKernelCount"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetKernelCount",
            .quote = "Returns in count the number of kernels in lib."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  unsigned count = 0;

  CUDASEM_ASSERT_OK(cudaLibraryGetKernelCount(&count, lib.get()));

  CUDASEM_EXPECT_EQ_NAMED("kernel_count", count, cudasem::modules::kKernelCount);
}
