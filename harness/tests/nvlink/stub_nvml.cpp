// SPDX-License-Identifier: Apache-2.0
// A stub libnvidia-ml.so.1 for the GPU-free test of the identity's NVLink peak (nvlink_test.py):
// every PCI bus id is one device whose NVLink links CUDASEM_STUB_NVLINK describes:
//   unset            no NVLink (the NVLink calls and fields answer NVML_ERROR_NOT_SUPPORTED)
//   <n>x<MBps>:common    n of 18 links active, NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON = MBps
//   <n>x<MBps>:per_link  no common rate; NVML_FI_DEV_NVLINK_GET_SPEED of each link = MBps
//   <n>x<MBps>:mixed     no common rate; link 1's own rate differs from the others'
// Layouts and numbers as nvml.h (CUDA 13.0's nvidia-nvml-dev) declares them.
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {
constexpr int kSuccess = 0, kInvalidArgument = 2, kNotSupported = 3;
constexpr unsigned kLinks = 18;  // NVML_NVLINK_MAX_LINKS

struct Field {  // nvmlFieldValue_t
  unsigned fieldId, scopeId;
  long long timestamp, latencyUsec;
  int valueType, nvmlReturn;
  union {
    double dVal;
    unsigned uiVal;
    unsigned long long ullVal;
  } value;
};

struct Links {
  bool nvlink = false;
  unsigned active = 0, mbps = 0;
  char mode[16] = "";
};

Links links() {
  Links l;
  const char* v = std::getenv("CUDASEM_STUB_NVLINK");
  if (v && std::sscanf(v, "%ux%u:%15s", &l.active, &l.mbps, l.mode) == 3) l.nvlink = true;
  return l;
}

int answer(Field* f, const Links& l) {
  f->valueType = 1;  // NVML_VALUE_TYPE_UNSIGNED_INT
  f->nvmlReturn = kSuccess;
  if (!l.nvlink) return f->nvmlReturn = kNotSupported;
  switch (f->fieldId) {
    case 91:  // NVML_FI_DEV_NVLINK_LINK_COUNT
      f->value.uiVal = kLinks;
      return kSuccess;
    case 90:  // NVML_FI_DEV_NVLINK_SPEED_MBPS_COMMON
      if (std::strcmp(l.mode, "common") != 0) return f->nvmlReturn = kNotSupported;
      f->value.uiVal = l.mbps;
      return kSuccess;
    case 164:            // NVML_FI_DEV_NVLINK_GET_SPEED, scopeId: the link
      f->valueType = 3;  // NVML_VALUE_TYPE_UNSIGNED_LONG_LONG
      f->value.ullVal = l.mbps + (std::strcmp(l.mode, "mixed") == 0 && f->scopeId == 1 ? 1000 : 0);
      return kSuccess;
    default:
      return f->nvmlReturn = kNotSupported;
  }
}

int g_device;
}  // namespace

extern "C" {
int nvmlInit_v2() { return kSuccess; }
int nvmlSystemGetDriverVersion(char* v, unsigned n) {
  std::snprintf(v, n, "%s", "580.159.04");
  return kSuccess;
}
int nvmlDeviceGetHandleByPciBusId_v2(const char*, void** device) {
  *device = &g_device;
  return kSuccess;
}
int nvmlDeviceGetNvLinkState(void*, unsigned link, int* active) {
  const Links l = links();
  if (!l.nvlink) return kNotSupported;
  if (link >= kLinks) return kInvalidArgument;
  *active = link < l.active ? 1 : 0;  // NVML_FEATURE_ENABLED / DISABLED
  return kSuccess;
}
int nvmlDeviceGetNvLinkVersion(void*, unsigned, unsigned* version) {
  if (!links().nvlink) return kNotSupported;
  *version = 6;  // NVML_NVLINK_VERSION_4_0
  return kSuccess;
}
int nvmlDeviceGetFieldValues(void*, int count, Field* values) {
  const Links l = links();
  for (int i = 0; i < count; ++i) answer(&values[i], l);
  return kSuccess;
}
}
