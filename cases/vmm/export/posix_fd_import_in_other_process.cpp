// SPDX-License-Identifier: Apache-2.0
// A cuMemCreate allocation requested with CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR is exported
// to a file descriptor (cuMemExportToShareableHandle), which a helper process inherits, imports
// (cuMemImportFromShareableHandle), maps and accesses: it reads the parent's pattern and writes its
// own, which the parent then reads.
#include "../vmm.h"
#include "cudasem/cudasem.h"

#include <unistd.h>

#include <cstdlib>
#include <optional>
#include <vector>

namespace {
constexpr unsigned kParentPattern = 0x13572468u, kChildPattern = 0x24681357u;
}

CUDASEM_HELPER(vmm_import_posix_fd) {
  if (argc < 2) return 2;
  const int fd = std::atoi(argv[0]);
  const std::size_t size = std::strtoull(argv[1], nullptr, 10);
  const cudasem::Driver* drv = nullptr;
  CUdevice dev = 0;
  if (const int code = cudasem::vmm::helper_primary_current(drv, dev)) return code;
  CUmemGenericAllocationHandle h = 0;
  const CUresult import = drv->cuMemImportFromShareableHandle(
      &h, reinterpret_cast<void*>(static_cast<std::uintptr_t>(fd)), CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
  long long read_ok = -1;
  CUresult write = CUDA_ERROR_UNKNOWN;
  CUdeviceptr p = 0;
  if (import == CUDA_SUCCESS && drv->cuMemAddressReserve(&p, size, 0, 0, 0) == CUDA_SUCCESS &&
      drv->cuMemMap(p, size, 0, h, 0) == CUDA_SUCCESS) {
    CUmemAccessDesc d = cudasem::vmm::access_desc(dev);
    if (drv->cuMemSetAccess(p, size, &d, 1) == CUDA_SUCCESS) {
      std::vector<unsigned> host(size / sizeof(unsigned), 0);
      if (drv->cuMemcpyDtoH(host.data(), p, size) == CUDA_SUCCESS) {
        read_ok = 0;
        for (unsigned v : host) read_ok += v == kParentPattern;
      }
      write = drv->cuMemsetD32(p, kChildPattern, size / sizeof(unsigned));
      if (write == CUDA_SUCCESS) write = drv->cuCtxSynchronize();
    }
    drv->cuMemUnmap(p, size);
    drv->cuMemAddressFree(p, size);
  }
  if (h) drv->cuMemRelease(h);
  cudasem::helper_send("import", import);
  cudasem::helper_send("read_ok", read_ok);
  cudasem::helper_send("write", write);
  return 0;
}

CUDASEM_CASE(CuMemExportToShareableHandle, PosixFdImportInOtherProcess,
    {
        .api = {"cuMemExportToShareableHandle"},
        .cite = {.doc = "DRV",
            .section = "cuMemExportToShareableHandle",
            .quote =
                "The recipient process can convert the shareable handle back into a CUDA memory handle using cuMemImportFromShareableHandle and map it with cuMemMap."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("virtualMemoryManagementSupported") >= 1,
            cudasem::attr("handleTypePosixFileDescriptorSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::vmm;
  const cudasem::Driver& drv = cudasem::driver();
  Granule granule(CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
  const std::size_t gran = granule.size;
  CUDASEM_ASSERT_TRUE_NAMED("granularity.nonzero", gran > 0u);
  MappedRange range(gran, granule.prop);
  CUDASEM_ASSERT_TRUE_NAMED("range.mapped", range.mapped());
  CUDASEM_ASSERT_CU_OK(grant(range.ptr(), gran, granule.device()));
  const std::size_t n = gran / sizeof(unsigned);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(range.ptr(), kParentPattern, n));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  int fd = -1;

  CUDASEM_ASSERT_CU_OK(
      drv.cuMemExportToShareableHandle(&fd, range.alloc.get(), CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));

  const int inherited = dup(fd);  // dup clears close-on-exec: the helper inherits this number
  CUDASEM_ASSERT_TRUE_NAMED("fd.duplicated", inherited >= 0);
  cudasem::HelperRun run = cudasem::run_helper(
      "vmm_import_posix_fd", {.args = {std::to_string(inherited), std::to_string(gran)}}, std::chrono::seconds(60));
  close(inherited);
  close(fd);
  CUDASEM_ASSERT_TRUE_NAMED("helper.exited_cleanly", run.finished && run.exit_code == 0)
      << "helper exit " << run.exit_code << " " << run.error << run.output;
  const std::optional<cudasem::HelperCode> import = run.code("import"), write = run.code("write");
  const std::optional<long long> read_ok = run.integer("read_ok");
  CUDASEM_ASSERT_TRUE_NAMED("helper.reported_all", import && read_ok && write) << run.output;
  cudasem::observe("child_import", *import);
  cudasem::observe("child_write", *write);
  CUDASEM_EXPECT_CU_OK_OF(cuMemImportFromShareableHandle, static_cast<CUresult>(import->code)) << import->text();
  CUDASEM_EXPECT_EQ_NAMED("child_read_ok", *read_ok, static_cast<long long>(n))
      << "the child read the parent's pattern";
  CUDASEM_EXPECT_CU_OK_OF(cuMemsetD32, static_cast<CUresult>(write->code)) << write->text();
  std::vector<unsigned> host(n, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(host.data(), range.ptr(), gran));
  std::size_t ok = 0;
  for (unsigned v : host) ok += v == kChildPattern;
  CUDASEM_EXPECT_EQ_NAMED("parent_words.child_pattern", ok, n) << "the parent sees the child's writes";
}
