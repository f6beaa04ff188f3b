// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadData of the embedded ptx, cudaLibraryGetKernel("add_one"), and a launch of that
// cudaKernel_t through cudaLaunchKernel: every element is incremented.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadData, PtxKernelLaunches,
    {
        .api = {"cudaLibraryLoadData"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryLoadData",
            .quote =
                "The code may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::ptx().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;

  CUDASEM_ASSERT_OK(cudaLibraryGetKernel(&kernel, lib.get(), cudasem::modules::kAddOne));

  CUDASEM_EXPECT_EQ_NAMED("add_one.ints_incremented", cudasem::library::add_one_via_runtime(kernel), 64u);
}
