// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says what an image "may" be, and names no error for anything else;
// what loading 4 KiB of garbage returns is recorded.
#include "../library.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLibraryLoadData, GarbageFails,
    {
        .api = {"cudaLibraryLoadData"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLibraryLoadData",
            .quote =
                "The code may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written."},
        .claim = cudasem::Claim::hedge,
    }) {
  std::vector<unsigned char> garbage(4096, 0xa5);
  garbage.back() = 0;
  cudaLibrary_t lib = nullptr;

  const cudaError_t r = cudaLibraryLoadData(&lib, garbage.data(), nullptr, nullptr, 0, nullptr, nullptr, 0);

  cudasem::observe("load_result", r);
  cudasem::observe("library_returned", lib != nullptr);

  cudasem::last_error(cudasem::LastError::clear);
  if (lib) cudaLibraryUnload(lib);
}
