// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetKernel of a name the library does not define: cudaErrorSymbolNotFound.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetKernel, UnknownSymbolNotFound,
    {
        .api = {"cudaLibraryGetKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetKernel",
            .quote = "If kernel handle is not found, the call returns cudaErrorSymbolNotFound."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  cudaKernel_t kernel = nullptr;

  CUDASEM_EXPECT_ERROR(cudaLibraryGetKernel(&kernel, lib.get(), "no_such_kernel"), cudaErrorSymbolNotFound);

  cudasem::last_error(cudasem::LastError::clear);
}
