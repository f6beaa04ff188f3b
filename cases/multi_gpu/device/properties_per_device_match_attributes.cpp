// SPDX-License-Identifier: Apache-2.0
// cudaGetDeviceProperties(ordinal) describes that ordinal whatever device is current: for each
// device, queried with the other one current, the properties equal cudaDeviceGetAttribute's
// values for the same ordinal, and the PCI locations of the two devices differ.
#include <string>

#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceSelection, PropertiesPerDeviceMatchAttributes,
    {
        .api = {"cudaGetDeviceProperties"},
        .cite = {.doc = "RT",
            .section = "cudaGetDeviceProperties",
            .quote = "Returns in *prop the properties of device dev."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  struct Pair {
    const char* name;
    cudaDeviceAttr attr;
    int cudaDeviceProp::* field;
  };
  const Pair pairs[] = {
      {"multiProcessorCount", cudaDevAttrMultiProcessorCount, &cudaDeviceProp::multiProcessorCount},
      {"maxThreadsPerBlock", cudaDevAttrMaxThreadsPerBlock, &cudaDeviceProp::maxThreadsPerBlock},
      {"warpSize", cudaDevAttrWarpSize, &cudaDeviceProp::warpSize},
      {"major", cudaDevAttrComputeCapabilityMajor, &cudaDeviceProp::major},
      {"minor", cudaDevAttrComputeCapabilityMinor, &cudaDeviceProp::minor},
      {"pciBusID", cudaDevAttrPciBusId, &cudaDeviceProp::pciBusID},
      {"pciDeviceID", cudaDevAttrPciDeviceId, &cudaDeviceProp::pciDeviceID},
      {"pciDomainID", cudaDevAttrPciDomainId, &cudaDeviceProp::pciDomainID},
      {"concurrentKernels", cudaDevAttrConcurrentKernels, &cudaDeviceProp::concurrentKernels},
      {"asyncEngineCount", cudaDevAttrAsyncEngineCount, &cudaDeviceProp::asyncEngineCount},
      {"canMapHostMemory", cudaDevAttrCanMapHostMemory, &cudaDeviceProp::canMapHostMemory},
      {"unifiedAddressing", cudaDevAttrUnifiedAddressing, &cudaDeviceProp::unifiedAddressing},
      {"managedMemory", cudaDevAttrManagedMemory, &cudaDeviceProp::managedMemory},
      {"l2CacheSize", cudaDevAttrL2CacheSize, &cudaDeviceProp::l2CacheSize},
      {"memoryBusWidth", cudaDevAttrGlobalMemoryBusWidth, &cudaDeviceProp::memoryBusWidth},
  };
  cudaDeviceProp props[2]{};
  std::size_t mismatches = 0;
  std::string which;

  for (int dev = 0; dev < 2; ++dev) {
    CUDASEM_ASSERT_OK(cudaSetDevice(1 - dev));  // the other device is current
    CUDASEM_ASSERT_OK(cudaGetDeviceProperties(&props[dev], dev));
    for (const Pair& p : pairs) {
      int value = -1;
      CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&value, p.attr, dev));
      if (value != props[dev].*p.field) {
        ++mismatches;
        which += " device " + std::to_string(dev) + " " + p.name + ": properties " +
                 std::to_string(props[dev].*p.field) + ", attribute " + std::to_string(value) + ";";
      }
    }
  }

  CUDASEM_EXPECT_EQ_NAMED("mismatched_properties", static_cast<unsigned long long>(mismatches), 0ull) << which;
  cudasem::environment("device0_pci", std::to_string(props[0].pciDomainID) + ":" + std::to_string(props[0].pciBusID) +
                                          ":" + std::to_string(props[0].pciDeviceID));
  cudasem::environment("device1_pci", std::to_string(props[1].pciDomainID) + ":" + std::to_string(props[1].pciBusID) +
                                          ":" + std::to_string(props[1].pciDeviceID));
  CUDASEM_EXPECT_TRUE_NAMED("devices.pci_locations_differ",
      !(props[0].pciDomainID == props[1].pciDomainID && props[0].pciBusID == props[1].pciBusID &&
          props[0].pciDeviceID == props[1].pciDeviceID))
      << "both ordinals described the same GPU";
}
