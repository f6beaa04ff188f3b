// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadData of PTX text whose kernel body holds an instruction no PTX ISA defines: the
// PTX compilation fails, and the load returns cudaErrorInvalidPtx.
#include "../library.h"
#include "../library_ptx.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadData, MalformedPtxInvalidPtx,
    {
        .api = {"cudaLibraryLoadData"},
        .cite = {.doc = "RT", .section = "cudaError (cudaErrorInvalidPtx)", .quote = "A PTX compilation failed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaLibrary_t lib = nullptr;

  CUDASEM_EXPECT_ERROR(
      cudaLibraryLoadData(&lib, cudasem::library::kMalformedPtx, nullptr, nullptr, 0, nullptr, nullptr, 0),
      cudaErrorInvalidPtx);

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) CUDASEM_EXPECT_OK(cudaLibraryUnload(lib));
}
