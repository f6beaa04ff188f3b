// SPDX-License-Identifier: Apache-2.0
// Records the minimum and recommended granularity of pinned device memory on device 0 (both must
// be returned).
#include "../vmm.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetAllocationGranularity, MinimumAndRecommended,
    {
        .api = {"cuMemGetAllocationGranularity"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemGetAllocationGranularity",
            .quote =
                "Calculates either the minimal or recommended granularity for a given allocation specification and returns it in granularity."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("virtualMemoryManagementSupported") >= 1},
    }) {
  using namespace cudasem::vmm;
  Granule granule;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", granule.size > 0u);

  const std::size_t recommended = granularity(granule.prop, CU_MEM_ALLOC_GRANULARITY_RECOMMENDED);

  cudasem::environment("minimum_granularity", static_cast<unsigned long long>(granule.size));
  cudasem::environment("recommended_granularity", static_cast<unsigned long long>(recommended));
  cudasem::observe("recommended_is_multiple_of_minimum", recommended % granule.size == 0);
}
