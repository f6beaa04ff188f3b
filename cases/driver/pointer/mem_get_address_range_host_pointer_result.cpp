// SPDX-License-Identifier: Apache-2.0
// cuMemGetAddressRange of plain malloc memory, which no cuMemAlloc allocation contains: the text
// describes only the pointer an allocation contains and says nothing of one outside every
// allocation (characterization: records the code, and whether a base or size was written).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAddressRange, HostPointerResultRecorded,
    {
        .api = {"cuMemGetAddressRange"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemGetAddressRange",
            .quote =
                "Returns the base address in *pbase and size in *psize of the allocation by cuMemAlloc() or cuMemAllocPitch() that contains the input pointer dptr."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;

  cudasem::PageableBuffer<unsigned> host(1024);
  CUdeviceptr base = 0;
  std::size_t size = 0;

  // The text is silent on this input: the case records what the call returns.
  const CUresult result = drv.cuMemGetAddressRange(&base, &size, reinterpret_cast<CUdeviceptr>(host.data()));
  cudasem::observe("address_range_result", result);
  cudasem::observe("range_written", base != 0 || size != 0);
}
