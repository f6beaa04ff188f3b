// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTexObjectCreate over linear memory whose pointer is 4 bytes past a
// CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT boundary is called; the text names no outcome for it, and
// the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectCreate, LinearUnalignedPointerFails,
    {
        .api = {"cuTexObjectCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTexObjectCreate",
            .quote =
                "CUDA_RESOURCE_DESCreslineardevPtr must be set to a valid device pointer, that is aligned to CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = 4096;
  const int alignment = cudasem::attribute(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, cudasem::device0());
  CUDASEM_ASSERT_TRUE_NAMED("texture_alignment_above_four", alignment > 4);
  cudasem::DeviceMem mem;
  const CUdeviceptr raw = alloc_device_bytes(mem, kBytes + 2 * static_cast<std::size_t>(alignment));
  CUDASEM_ASSERT_TRUE_NAMED("allocation_address_nonzero", raw != 0u);
  const CUdeviceptr data = (raw + alignment - 1) / alignment * alignment + 4;
  const CUDA_RESOURCE_DESC res = linear_u32_resource(data, kBytes);
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  CUtexObject tex = 0;

  const CUresult r = drv.cuTexObjectCreate(&tex, &res, &tex_desc, nullptr);

  if (r == CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK(drv.cuTexObjectDestroy(tex));
  cudasem::observe("tex_object_linear_unaligned_pointer_result", r);
}
