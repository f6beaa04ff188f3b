// SPDX-License-Identifier: Apache-2.0
// The deprecated cuDeviceGetProperties (resolved with cuGetProcAddress) fills CUdevprop with the
// values cuDeviceGetAttribute reports for device 0: block and grid limits, shared and constant
// memory, warp size (SIMDWidth), pitch, registers, clock rate and texture alignment.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetProperties, MatchesAttributes,
    {
        .api = {"cuDeviceGetProperties"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetProperties",
            .quote = "Returns in *prop the properties of device dev."},
        .claim = cudasem::Claim::promise,
    }) {
  const auto cuDeviceGetProperties =
      cudasem::driver_api::driver_entry<cudasem::driver_api::DeviceGetPropertiesFn>("cuDeviceGetProperties");
  CUDASEM_ASSERT_TRUE_NAMED("entry_point.found", cuDeviceGetProperties != nullptr);
  const CUdevice dev = cudasem::device0();
  CUdevprop prop{};

  CUDASEM_ASSERT_CU_OK(cuDeviceGetProperties(&prop, dev));

  auto a = [dev](CUdevice_attribute attr) { return cudasem::attribute(attr, dev); };
  int mismatches = 0;
  std::string mismatched;
  auto same = [&mismatches, &mismatched](const char* what, int got, int want) {
    if (got == want) return;
    ++mismatches;
    mismatched += std::string(" ") + what + "=" + std::to_string(got) + " (attribute " + std::to_string(want) + ")";
  };
  same("maxThreadsPerBlock", prop.maxThreadsPerBlock, a(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
  same("maxThreadsDim[0]", prop.maxThreadsDim[0], a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X));
  same("maxThreadsDim[1]", prop.maxThreadsDim[1], a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y));
  same("maxThreadsDim[2]", prop.maxThreadsDim[2], a(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z));
  same("maxGridSize[0]", prop.maxGridSize[0], a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X));
  same("maxGridSize[1]", prop.maxGridSize[1], a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y));
  same("maxGridSize[2]", prop.maxGridSize[2], a(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z));
  same("sharedMemPerBlock", prop.sharedMemPerBlock, a(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK));
  same("totalConstantMemory", prop.totalConstantMemory, a(CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY));
  same("SIMDWidth", prop.SIMDWidth, a(CU_DEVICE_ATTRIBUTE_WARP_SIZE));
  same("memPitch", prop.memPitch, a(CU_DEVICE_ATTRIBUTE_MAX_PITCH));
  same("regsPerBlock", prop.regsPerBlock, a(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK));
  same("clockRate", prop.clockRate, a(CU_DEVICE_ATTRIBUTE_CLOCK_RATE));
  same("textureAlign", prop.textureAlign, a(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT));
  CUDASEM_EXPECT_EQ_NAMED("properties_mismatching_attributes", mismatches, 0) << mismatched;
}
