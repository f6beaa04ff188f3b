// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadFromFile of PTX that CUDA 13.5's compiler wrote (PTX ISA 9.5, written to a file) on a driver of an older CUDA
// release: the PTX was compiled with a toolchain the driver's JIT compiler does not support, so the
// load returns cudaErrorUnsupportedPtxVersion. On a driver of CUDA 13.5 or newer the PTX is not
// newer than what it reads: UNSUPPORTED, with why.
#include "../library.h"
#include "cudasem/cudasem.h"

#include <cstdint>

CUDASEM_CASE(CudaLibraryLoadFromFile, NewerPtxUnsupportedVersion,
    {
        .api = {"cudaLibraryLoadFromFile"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorUnsupportedPtxVersion)",
            .quote = "This indicates that the provided PTX was compiled with an unsupported toolchain."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int driver = 0;
  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&driver));
  cudasem::environment("driver_cuda_version", static_cast<std::int64_t>(driver));
  cudasem::environment("ptx_compiler_cuda_version", static_cast<std::int64_t>(cudasem::modules::kNewerPtxToolkit));
  if (driver >= cudasem::modules::kNewerPtxToolkit)
    GTEST_SKIP() << "the driver is CUDA " << driver << ", not older than the PTX's compiler (CUDA "
                 << cudasem::modules::kNewerPtxToolkit << "): it reads that PTX";
  const cudasem::modules::Image ptx = cudasem::modules::newer_ptx();
  cudaLibrary_t lib = nullptr;

  cudasem::TempFile file(ptx.data, ptx.size, ".ptx");

  CUDASEM_EXPECT_ERROR(cudaLibraryLoadFromFile(&lib, file.path(), nullptr, nullptr, 0, nullptr, nullptr, 0),
      cudaErrorUnsupportedPtxVersion);

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) CUDASEM_EXPECT_OK(cudaLibraryUnload(lib));
}
