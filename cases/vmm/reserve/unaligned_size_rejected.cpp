// SPDX-License-Identifier: Apache-2.0
// cuMemAddressReserve of a size that is no multiple of the host page size (one page plus one byte):
// what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAddressReserve, UnalignedSizeRejected,
    {
        .api = {"cuMemAddressReserve"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemAddressReserve",
            .quote =
                "The size and address parameters must be a multiple of the host page size and the alignment must be a power of two or zero for default alignment."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  const std::size_t size = static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) + 1;
  CUdeviceptr p = 0;

  cudasem::observe("cuMemAddressReserve_result", drv.cuMemAddressReserve(&p, size, 0, 0, 0));

  if (p) drv.cuMemAddressFree(p, size);
}
