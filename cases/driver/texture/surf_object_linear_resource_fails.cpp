// SPDX-License-Identifier: Apache-2.0
// Characterization: cuSurfObjectCreate over a linear resource (not a CUDA array) is called; the
// text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuSurfObjectCreate, LinearResourceFails,
    {
        .api = {"cuSurfObjectCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuSurfObjectCreate",
            .quote =
                "Creates a surface object and returns it in pSurfObject. pResDesc describes the data to perform surface load/stores on. CUDA_RESOURCE_DESCresType must be CU_RESOURCE_TYPE_ARRAY"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  int alignment = cudasem::attribute(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, cudasem::device0());
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment_positive", alignment > 0);
  cudasem::DeviceMem mem;
  const CUdeviceptr raw = alloc_device_bytes(mem, kBytes + static_cast<std::size_t>(alignment));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_address_nonzero", raw != 0u);
  const CUdeviceptr data = (raw + alignment - 1) / alignment * alignment;
  const CUDA_RESOURCE_DESC res = linear_u32_resource(data, kBytes);
  CUsurfObject surf = 0;

  const CUresult r = drv.cuSurfObjectCreate(&surf, &res);

  if (r == CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK(drv.cuSurfObjectDestroy(surf));
  cudasem::observe("surf_object_linear_resource_result", r);
}
