// SPDX-License-Identifier: Apache-2.0
// Characterization: cuTexObjectCreate with CUDA_RESOURCE_DESC::flags 1 (over a valid linear
// resource) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTexObjectCreate, NonZeroResourceFlagsFails,
    {
        .api = {"cuTexObjectCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuTexObjectCreate", .quote = "flags must be set to zero."},
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
  CUDA_RESOURCE_DESC res = linear_u32_resource(data, kBytes);
  res.flags = 1;
  const CUDA_TEXTURE_DESC tex_desc = point_texture();
  CUtexObject tex = 0;

  const CUresult r = drv.cuTexObjectCreate(&tex, &res, &tex_desc, nullptr);

  if (r == CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK(drv.cuTexObjectDestroy(tex));
  cudasem::observe("tex_object_resource_flags_nonzero_result", r);
}
