// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says what an image "may" be, and names no error for anything else;
// what loading 4 KiB of garbage returns is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(DriverModuleLoad, GarbageImageFails,
    {
        .api = {"cuModuleLoadData"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuModuleLoadData",
            .quote =
                "The image may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  std::vector<unsigned char> garbage(4096, 0xa5);
  garbage.back() = 0;
  CUmodule mod = nullptr;

  const CUresult r = drv.cuModuleLoadData(&mod, garbage.data());

  cudasem::observe("load_result", r);
  cudasem::observe("module_returned", mod != nullptr);

  if (mod) drv.cuModuleUnload(mod);
}
