// SPDX-License-Identifier: Apache-2.0
// cudaLibraryLoadFromFile of a .ptx file whose kernel body holds an instruction no PTX ISA defines:
// the PTX compilation fails, and the load returns cudaErrorInvalidPtx.
#include "../library.h"
#include "../library_ptx.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(CudaLibraryLoadFromFile, MalformedPtxInvalidPtx,
    {
        .api = {"cudaLibraryLoadFromFile"},
        .cite = {.doc = "RT", .section = "cudaError (cudaErrorInvalidPtx)", .quote = "A PTX compilation failed."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudasem::TempFile file(cudasem::library::kMalformedPtx, std::strlen(cudasem::library::kMalformedPtx) + 1, ".ptx");
  cudaLibrary_t lib = nullptr;

  CUDASEM_EXPECT_ERROR(
      cudaLibraryLoadFromFile(&lib, file.path(), nullptr, nullptr, 0, nullptr, nullptr, 0), cudaErrorInvalidPtx);

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) CUDASEM_EXPECT_OK(cudaLibraryUnload(lib));
}
