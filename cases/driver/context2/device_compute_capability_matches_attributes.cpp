// SPDX-License-Identifier: Apache-2.0
// The deprecated cuDeviceComputeCapability (resolved with cuGetProcAddress) returns the major and
// minor numbers that cuDeviceGetAttribute reports for device 0.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceComputeCapability, MatchesAttributes,
    {
        .api = {"cuDeviceComputeCapability"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceComputeCapability",
            .quote =
                "Returns in *major and *minor the major and minor revision numbers that define the compute capability of the device dev."},
        .claim = cudasem::Claim::promise,
    }) {
  const auto cuDeviceComputeCapability =
      cudasem::driver_api::driver_entry<cudasem::driver_api::DeviceComputeCapabilityFn>("cuDeviceComputeCapability");
  CUDASEM_ASSERT_TRUE_NAMED("entry_point.found", cuDeviceComputeCapability != nullptr);
  const CUdevice dev = cudasem::device0();
  int major = -1, minor = -1;

  CUDASEM_ASSERT_CU_OK(cuDeviceComputeCapability(&major, &minor, dev));

  CUDASEM_EXPECT_EQ_NAMED("capability.major_matches_attribute", major,
      cudasem::attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev));
  CUDASEM_EXPECT_EQ_NAMED("capability.minor_matches_attribute", minor,
      cudasem::attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev));
}
