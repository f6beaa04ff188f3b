// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaDeviceGetByPCIBusId of a well-formed bus id that no CUDA device has
// (ffff:ff:1f.7, checked against every device's own): the code returned is recorded (the text says
// what the string names and lists cudaErrorInvalidValue and cudaErrorInvalidDevice without a
// condition for either).
#include "cudasem/cudasem.h"

#include <strings.h>

CUDASEM_CASE(CudaDeviceGetByPCIBusId, BusIdOfNoDeviceResult,
    {
        .api = {"cudaDeviceGetByPCIBusId"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetByPCIBusId",
            .quote = "Returns in *device a device ordinal given a PCI bus ID string."},
        .claim = cudasem::Claim::hedge,
    }) {
  constexpr const char* kNoDevice = "ffff:ff:1f.7";
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  for (int d = 0; d < count; ++d) {
    char bus_id[64] = {};
    CUDASEM_ASSERT_OK(cudaDeviceGetPCIBusId(bus_id, sizeof bus_id, d));
    if (strcasecmp(bus_id, kNoDevice) == 0) GTEST_SKIP() << "device " << d << " has the bus id " << bus_id;
  }
  int device = -1;

  const cudaError_t r = cudaDeviceGetByPCIBusId(&device, kNoDevice);

  CUDASEM_RECORD_CODE_OF(cudaDeviceGetByPCIBusId, r);
  cudasem::observe("device_after_call", device);
  cudasem::last_error(cudasem::LastError::clear);
}
