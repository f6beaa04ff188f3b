// SPDX-License-Identifier: Apache-2.0
// cudaGetDeviceProperties and cudaDeviceGetAttribute describe the same quantities in the same
// words (e.g. "Number of multiprocessors on device" for both); their values must agree.
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceProperties, MatchAttributes,
    {
        .api = {"cudaGetDeviceProperties", "cudaDeviceGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceProp, cudaDeviceAttr",
            .quote = "Number of multiprocessors on device"},
        .claim = cudasem::Claim::promise,
    }) {
  cudaDeviceProp prop{};
  CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&prop, 0));
  struct Pair {
    const char* name;
    long long from_prop;
    cudaDeviceAttr attr;
  };
  const Pair pairs[] = {
      {"multiProcessorCount", prop.multiProcessorCount, cudaDevAttrMultiProcessorCount},
      {"maxThreadsPerBlock", prop.maxThreadsPerBlock, cudaDevAttrMaxThreadsPerBlock},
      {"maxThreadsDim[2]", prop.maxThreadsDim[2], cudaDevAttrMaxBlockDimZ},
      {"maxGridSize[0]", prop.maxGridSize[0], cudaDevAttrMaxGridDimX},
      {"maxGridSize[1]", prop.maxGridSize[1], cudaDevAttrMaxGridDimY},
      {"warpSize", prop.warpSize, cudaDevAttrWarpSize},
      {"regsPerBlock", prop.regsPerBlock, cudaDevAttrMaxRegistersPerBlock},
      {"sharedMemPerBlock", static_cast<long long>(prop.sharedMemPerBlock), cudaDevAttrMaxSharedMemoryPerBlock},
      {"sharedMemPerBlockOptin", static_cast<long long>(prop.sharedMemPerBlockOptin),
          cudaDevAttrMaxSharedMemoryPerBlockOptin},
      {"l2CacheSize", prop.l2CacheSize, cudaDevAttrL2CacheSize},
      {"major", prop.major, cudaDevAttrComputeCapabilityMajor},
      {"minor", prop.minor, cudaDevAttrComputeCapabilityMinor},
      {"concurrentKernels", prop.concurrentKernels, cudaDevAttrConcurrentKernels},
      {"asyncEngineCount", prop.asyncEngineCount, cudaDevAttrAsyncEngineCount},
      {"canMapHostMemory", prop.canMapHostMemory, cudaDevAttrCanMapHostMemory},
      {"unifiedAddressing", prop.unifiedAddressing, cudaDevAttrUnifiedAddressing},
      {"managedMemory", prop.managedMemory, cudaDevAttrManagedMemory},
      {"pciBusID", prop.pciBusID, cudaDevAttrPciBusId},
  };
  int mismatches = 0;
  std::string which;

  for (const Pair& p : pairs) {
    int value = -1;
    CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&value, p.attr, 0));
    if (value != p.from_prop) {
      ++mismatches;
      which += std::string(which.empty() ? "" : ", ") + p.name + " prop=" + std::to_string(p.from_prop) +
               " attr=" + std::to_string(value);
    }
  }

  cudasem::observe("mismatched_fields", mismatches);
  cudasem::observe("fields_compared", static_cast<int>(sizeof pairs / sizeof pairs[0]));
  if (!which.empty()) cudasem::observe("mismatched_field_values", which);
  CUDASEM_EXPECT_EQ_NAMED("attributes.mismatched_prop_fields", mismatches, 0) << which;
}
