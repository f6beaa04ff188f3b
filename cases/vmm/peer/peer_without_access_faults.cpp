// SPDX-License-Identifier: Apache-2.0
// In a helper process: a cuMemCreate allocation on device 0 is mapped with access for device 0
// only; a kernel on device 1 reads through the mapping. The text promises no access for a
// location that was not granted; records how device 1's access ends (fault, error name).
#include "../vmm.h"
#include "cudasem/cudasem.h"

#include <cstdio>

CUDASEM_HELPER(vmm_peer_read_without_access) {
  const cudasem::Driver* drv = drvcase::helper_driver();
  if (!drv || drv->cuInit(0) != CUDA_SUCCESS) return 3;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  if (drv->cuDeviceGet(&dev, 0) != CUDA_SUCCESS || drv->cuDevicePrimaryCtxRetain(&ctx, dev) != CUDA_SUCCESS ||
      drv->cuCtxSetCurrent(ctx) != CUDA_SUCCESS)
    return 4;
  const CUmemAllocationProp prop = vmmcase::device_prop(dev);
  std::size_t gran = 0;
  CUdeviceptr p = 0;
  CUmemGenericAllocationHandle h = 0;
  CUmemAccessDesc d = vmmcase::access_desc(dev);
  if (drv->cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM) != CUDA_SUCCESS ||
      drv->cuMemAddressReserve(&p, gran, 0, 0, 0) != CUDA_SUCCESS || drv->cuMemCreate(&h, gran, &prop, 0) != CUDA_SUCCESS ||
      drv->cuMemMap(p, gran, 0, h, 0) != CUDA_SUCCESS || drv->cuMemSetAccess(p, gran, &d, 1) != CUDA_SUCCESS ||
      drv->cuMemsetD32(p, 0xbeef, gran / 4) != CUDA_SUCCESS || drv->cuCtxSynchronize() != CUDA_SUCCESS)
    return 5;
  unsigned* out = nullptr;
  if (cudaSetDevice(1) != cudaSuccess || cudaHostAlloc(reinterpret_cast<void**>(&out), sizeof(unsigned),
                                                       cudaHostAllocMapped | cudaHostAllocPortable) != cudaSuccess)
    return 6;
  *out = 0;
  const cudaError_t launch = cudasem::kernels::launch_read(nullptr, reinterpret_cast<const unsigned*>(p), out);
  const cudaError_t sync = cudaDeviceSynchronize();
  std::printf("%d %d %u\n", static_cast<int>(launch), static_cast<int>(sync), *out);
  std::fflush(stdout);
  return 0;
}

CUDASEM_CASE(CuMemSetAccess, PeerWithoutAccessFaults, {
    .api = {"cuMemSetAccess"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "DRV", .section = "cuMemSetAccess",
             .quote = "Given the virtual address range via ptr and size, and the locations in the array given by desc and count, set the access flags for the target locations."},
    .needs = {cudasem::gpus(2), cudasem::attr("virtualMemoryManagementSupported") >= 1},
    .exclusive = true,
}) {
  cudasem::HelperRun run = cudasem::run_helper("vmm_peer_read_without_access", {});

  ASSERT_TRUE(run.finished && run.exit_code == 0) << "helper exit " << run.exit_code << " " << run.error << run.output;
  int launch = -1, sync = -1;
  unsigned value = 0;
  ASSERT_EQ(std::sscanf(run.output.c_str(), "%d %d %u", &launch, &sync, &value), 3) << run.output;
  cudasem::observe("kernel_launch_code", cudasem::error_text(static_cast<cudaError_t>(launch)));
  cudasem::observe("synchronize_code", cudasem::error_text(static_cast<cudaError_t>(sync)));
  cudasem::observe("read_pattern", value == 0xbeefu);
}
