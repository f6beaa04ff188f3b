// SPDX-License-Identifier: Apache-2.0
// Characterization: cuMemGetHandleForAddressRange(CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD) of 4097
// bytes (not a multiple of the host page size) of a 2 MiB allocation is called; the text names no
// outcome for it, and the code is recorded.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemGetHandleForAddressRange, UnalignedSizeFails,
    {
        .api = {"cuMemGetHandleForAddressRange"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemGetHandleForAddressRange",
            .quote = "Users must ensure the dptr and size are aligned to the host page size."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("dmaBufSupported") >= 1, cudasem::linux_os()},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(drv.cuMemAlloc(mem.out(), std::size_t{2} << 20));
  int fd = -1;

  const CUresult r = drv.cuMemGetHandleForAddressRange(&fd, mem.get(), 4097, CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD, 0);

  if (r == CUDA_SUCCESS && fd >= 0) ::close(fd);
  cudasem::observe("mem_get_handle_unaligned_size_result", r);
}
