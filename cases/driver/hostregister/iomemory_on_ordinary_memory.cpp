// SPDX-License-Identifier: Apache-2.0
// cuMemHostRegister(CU_MEMHOSTREGISTER_IOMEMORY) of ordinary page-aligned malloc memory, which is
// no I/O memory: the text names no error for this; records the result (drivers are expected to
// reject it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemHostRegister, IoMemoryOnOrdinaryMemory,
    {
        .api = {"cuMemHostRegister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemHostRegister",
            .quote =
                "CU_MEMHOSTREGISTER_IOMEMORY: The pointer is treated as pointing to some I/O memory space, e.g. the PCI Express resource of a 3rd party device."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(4096 / sizeof(unsigned));

  const CUresult r = drv.cuMemHostRegister(host.data(), host.bytes(), CU_MEMHOSTREGISTER_IOMEMORY);

  cudasem::observe("returned_code", r);
  if (r == CUDA_SUCCESS) CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostUnregister(host.data()), CUDA_SUCCESS);
}
