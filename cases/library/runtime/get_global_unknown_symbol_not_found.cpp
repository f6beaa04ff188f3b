// SPDX-License-Identifier: Apache-2.0
// cudaLibraryGetGlobal of a name the library does not define: cudaErrorSymbolNotFound.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryGetGlobal, UnknownSymbolNotFound,
    {
        .api = {"cudaLibraryGetGlobal"},
        .cite = {.doc = "RT",
            .section = "cudaLibraryGetGlobal",
            .quote = "If no global for the requested name name exists, the call returns cudaErrorSymbolNotFound."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::library::RtLibrary lib = cudasem::library::load(cudasem::modules::fatbin().data);
  ASSERT_NE(lib.get(), nullptr);
  void* p = nullptr;
  std::size_t bytes = 0;

  CUDASEM_EXPECT_ERROR(cudaLibraryGetGlobal(&p, &bytes, lib.get(), "no_such_global"), cudaErrorSymbolNotFound);

  cudasem::last_error(cudasem::LastError::clear);
}
