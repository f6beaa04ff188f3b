// SPDX-License-Identifier: Apache-2.0
// cuMemcpyAtoD of 10 bytes from a 1D array of 32-bit elements (10 is not a multiple of 4): the text
// requires a ByteCount divisible by the element size and names no error for another
// (characterization: records the code).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemcpyAtoD, CountNotElementMultipleResultRecorded,
    {
        .api = {"cuMemcpyAtoD"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuMemcpyAtoD",
            .quote =
                "ByteCount specifies the number of bytes to copy and must be evenly divisible by the array element size."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemArray src;
  CUDASEM_ASSERT_CU_OK(create_1d_array(src, 1024, CU_AD_FORMAT_UNSIGNED_INT32));
  cudasem::DeviceMem mem;
  const CUdeviceptr dst = alloc_device_bytes(mem, 4096);

  // A caller requirement: the case records what the call returns.
  const CUresult result = drv.cuMemcpyAtoD(dst, src, 0, 10);
  cudasem::observe("copy_result", result);
}
