// SPDX-License-Identifier: Apache-2.0
// In a helper process: a cuMemCreate allocation on device 0 is mapped with access for device 0
// only; a kernel on device 1 reads through the mapping. The text promises no access for a
// location that was not granted; records how device 1's access ends (fault, error name).
#include "../vmm.h"
#include "cudasem/cudasem.h"

#include <optional>

CUDASEM_HELPER(vmm_peer_read_without_access) {
  using namespace cudasem::vmm;
  const cudasem::Driver* drv = nullptr;
  CUdevice dev = 0;
  if (const int code = helper_primary_current(drv, dev)) return code;
  std::size_t gran = 0;
  CUdeviceptr p = 0;
  CUmemAccessDesc d = access_desc(dev);  // device 0 only
  if (!helper_map_granule(*drv, dev, &p, &gran) || drv->cuMemSetAccess(p, gran, &d, 1) != CUDA_SUCCESS ||
      drv->cuMemsetD32(p, 0xbeef, gran / 4) != CUDA_SUCCESS || drv->cuCtxSynchronize() != CUDA_SUCCESS)
    return 5;
  unsigned* out = nullptr;
  if (cudaSetDevice(1) != cudaSuccess || cudaHostAlloc(reinterpret_cast<void**>(&out), sizeof(unsigned),
                                             cudaHostAllocMapped | cudaHostAllocPortable) != cudaSuccess)
    return 6;
  *out = 0;
  const cudaError_t launch = cudasem::kernels::launch_read(nullptr, reinterpret_cast<const unsigned*>(p), out);
  const cudaError_t sync = cudaDeviceSynchronize();
  cudasem::helper_send("launch", launch);
  cudasem::helper_send("synchronize", sync);
  cudasem::helper_send("value", *out);
  return 0;
}

CUDASEM_CASE(CuMemSetAccess, PeerWithoutAccessFaults,
    {
        .api = {"cuMemSetAccess"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemSetAccess",
            .quote =
                "Given the virtual address range via ptr and size, and the locations in the array given by desc and count, set the access flags for the target locations."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::gpus(2), cudasem::attr("virtualMemoryManagementSupported") >= 1},
        .exclusive = true,
    }) {
  cudasem::HelperRun run = cudasem::run_helper("vmm_peer_read_without_access", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper.exited_cleanly", run.finished && run.exit_code == 0)
      << "helper exit " << run.exit_code << " " << run.error << run.output;
  const std::optional<cudasem::HelperCode> launch = run.code("launch"), sync = run.code("synchronize");
  const std::optional<long long> value = run.integer("value");
  CUDASEM_ASSERT_TRUE_NAMED("helper.reported_all", launch && sync && value) << run.output;
  cudasem::observe("kernel_launch_code", *launch);
  cudasem::observe("synchronize_code", *sync);
  cudasem::observe("read_pattern", *value == 0xbeef);
}
